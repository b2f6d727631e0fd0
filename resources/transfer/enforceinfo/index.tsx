import GavelIcon from '@mui/icons-material/GavelOutlined';
import { buildScreens } from '../../engine';
import { IntentCreate, IntentEdit } from '../IntentForms';
import schema from './schema';

/** 执法信息: the generated list and show page; the form is saved as multipart through `save` / `update`. */
export default buildScreens(schema, {
  create: () => <IntentCreate multipart />,
  edit: () => <IntentEdit multipart />,
  icon: GavelIcon,
});
