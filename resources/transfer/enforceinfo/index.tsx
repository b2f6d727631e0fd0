import GavelIcon from '@mui/icons-material/GavelOutlined';
import { buildScreens, withDef } from '../../engine';
import { IntentCreate, IntentEdit } from '../IntentForms';
import schema from './schema';

/** 执法信息: the generated list and show page; the form is saved as multipart through `save` / `update`. */
const { list, show } = buildScreens(schema);

export default {
  list,
  create: withDef(schema, () => <IntentCreate multipart />, 'Create'),
  edit: withDef(schema, () => <IntentEdit multipart />, 'Edit'),
  show,
  icon: GavelIcon,
};
