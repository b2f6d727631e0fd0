import AppsIcon from '@mui/icons-material/AppsOutlined';
import { buildScreens } from '../../engine';
import schema from './schema';
import { PackageCreate, PackageEdit } from './PackageForms';

/** 租户产品包: the generated list and show; forms pick the menus in a tree. */
export default buildScreens(schema, { create: PackageCreate, edit: PackageEdit, icon: AppsIcon });
