import AppUserIcon from '@mui/icons-material/PhoneIphoneOutlined';
import { buildScreens } from '../../engine';
import schema from './schema';

/**
 * APP用户: generated screens. The list filters by type, certification and account state; a row's
 * 停用 (with its reason) and 启用 are the declared actions' buttons; the show page has the user's
 * certifications and attachments as tabs (the records that name the user).
 */
export default { ...buildScreens(schema), icon: AppUserIcon };
