import DescriptionIcon from '@mui/icons-material/DescriptionOutlined';
import { withDef, ResourceList } from '../../engine';
import { IntentCreate, IntentEdit } from '../IntentForms';
import { PrintRowButton, SheetShow } from './SheetPrint';
import schema from './schema';

/**
 * 执法文书: the list (export, 打印 per row), the form saved through `save` / `update` (the number is the
 * server's), and the print view as the show page.
 */
const SheetList = () => <ResourceList rowActions={<PrintRowButton />} />;

export default {
  list: withDef(schema, SheetList, 'List'),
  create: withDef(schema, () => <IntentCreate />, 'Create'),
  edit: withDef(schema, () => <IntentEdit />, 'Edit'),
  show: withDef(schema, SheetShow, 'Show'),
  icon: DescriptionIcon,
};
