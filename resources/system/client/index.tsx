import AppsIcon from '@mui/icons-material/AppsOutlined';
import { buildScreens, withDef } from '../../engine';
import { ClientCreate, ClientEdit } from './ClientForms';
import schema from './schema';

/** 应用管理: generated list and show; create and edit show a new secret once. */
const { list, show } = buildScreens(schema);

export default {
  list,
  show,
  create: withDef(schema, ClientCreate, 'Create'),
  edit: withDef(schema, ClientEdit, 'Edit'),
  icon: AppsIcon,
};
