import AppsIcon from '@mui/icons-material/AppsOutlined';
import { buildScreens } from '../../engine';
import { ClientCreate, ClientEdit } from './ClientForms';
import schema from './schema';

/** 应用管理: generated list and show; create and edit show a new secret once. */
export default buildScreens(schema, { create: ClientCreate, edit: ClientEdit, icon: AppsIcon });
