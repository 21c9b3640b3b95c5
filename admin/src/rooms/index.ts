import MeetingRoomIcon from '@mui/icons-material/MeetingRoom';
import { RoomList } from './RoomList';

export default { list: RoomList, icon: MeetingRoomIcon };
