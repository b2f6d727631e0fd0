import DescriptionIcon from '@mui/icons-material/DescriptionOutlined';
import { buildScreens, ResourceList } from '../../engine';
import { IntentCreate, IntentEdit } from '../IntentForms';
import { PrintRowButton, SheetShow } from './SheetPrint';
import schema from './schema';

/**
 * 执法文书: the list (export, 打印 per row), the form saved through `save` / `update` (the number is the
 * server's), and the print view as the show page.
 */
const SheetList = () => <ResourceList rowActions={<PrintRowButton />} />;

export default buildScreens(schema, {
  list: SheetList,
  create: IntentCreate,
  edit: IntentEdit,
  show: SheetShow,
  icon: DescriptionIcon,
});
