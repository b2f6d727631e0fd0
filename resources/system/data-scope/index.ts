import FilterAltIcon from '@mui/icons-material/FilterAltOutlined';
import { menuScopedScreens } from '../../engine';
import schema from './schema';

/** 数据权限: generated screens, the menu picked from the menu tree. */
export default menuScopedScreens(schema, FilterAltIcon);
