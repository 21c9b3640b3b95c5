import UpgradeIcon from '@mui/icons-material/Upgrade';
import { PlanRequestList } from './PlanRequestList';

export default { list: PlanRequestList, icon: UpgradeIcon };
