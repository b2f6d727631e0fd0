import ApiIcon from '@mui/icons-material/Api';
import { menuScopedScreens } from '../../engine';
import schema from './schema';

/** 接口权限: generated screens, the menu picked from the menu tree. */
export default menuScopedScreens(schema, ApiIcon);
