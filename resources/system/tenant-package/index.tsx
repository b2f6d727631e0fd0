import AppsIcon from '@mui/icons-material/AppsOutlined';
import { buildScreens, withDef } from '../../engine';
import schema from './schema';
import { PackageCreate, PackageEdit } from './PackageForms';

/** 租户产品包: the generated list and show; forms pick the menus in a tree. */
const { list, show } = buildScreens(schema);

export default {
  list,
  create: withDef(schema, PackageCreate, 'Create'),
  edit: withDef(schema, PackageEdit, 'Edit'),
  show,
  icon: AppsIcon,
};
