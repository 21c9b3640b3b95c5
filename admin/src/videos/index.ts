import VideocamOffIcon from '@mui/icons-material/VideocamOff';
import { HiddenVideoList } from './HiddenVideoList';

export default { list: HiddenVideoList, icon: VideocamOffIcon };
