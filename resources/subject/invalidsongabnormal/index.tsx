import MusicOffIcon from '@mui/icons-material/MusicOffOutlined';
import { findingScreens } from '../../finding-screens/findingScreens';
import schema from './schema';

/** 违规曲目异常: the screens every finding shares (list with 督办, the declared 处理 / 督办完成, handle record). */
export default findingScreens(schema, MusicOffIcon);
