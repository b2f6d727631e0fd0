import AttachIcon from '@mui/icons-material/AttachFileOutlined';
import { buildScreens } from '../../engine';
import schema from './schema';

/** 用户附件: generated screens; the files upload through the engine's checked uploads. */
export default { ...buildScreens(schema), icon: AttachIcon };
