import ExamineIcon from '@mui/icons-material/FactCheckOutlined';
import { buildScreens, withDef, ResourceList, ShowPage } from '../../engine';
import { ExamineHandleButton } from './ExamineHandleButton';
import schema from './schema';

const ExamineList = () => <ResourceList rowActions={<ExamineHandleButton />} />;

const ExamineShow = () => <ShowPage actions={<ExamineHandleButton />} />;

/** 审核管理: the generated screens with the 审核 (handle) button on each pending row and on the show page. */
const { create, edit } = buildScreens(schema);

export default {
  list: withDef(schema, ExamineList, 'List'),
  create,
  edit,
  show: withDef(schema, ExamineShow, 'Show'),
  icon: ExamineIcon,
};
