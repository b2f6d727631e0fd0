import AccountTreeIcon from '@mui/icons-material/AccountTreeOutlined';
import { buildScreens, DeclaredFormFields, ParentTreeInput, resourceFormPages } from '../../engine';
import { DeptList } from './DeptList';
import { MarketTypesInput } from './MarketTypesInput';
import schema from './schema';

/** The parent dept is picked from the tenant's dept tree; the supervised market types from the dictionary. */
const DeptFormFields = ({ mode }: { mode: 'create' | 'edit' }) => (
  <DeclaredFormFields
    mode={mode}
    inputs={{ parentId: <ParentTreeInput resource="dept" />, marketTypes: <MarketTypesInput /> }}
  />
);

const { CreatePage: DeptCreate, EditPage: DeptEdit } = resourceFormPages(DeptFormFields);

/** 机构管理: lazily unfolding dept tree, parent picked from the tree. */
export default buildScreens(schema, { list: DeptList, create: DeptCreate, edit: DeptEdit, icon: AccountTreeIcon });
