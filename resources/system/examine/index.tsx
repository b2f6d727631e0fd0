import ExamineIcon from '@mui/icons-material/FactCheckOutlined';
import { buildScreens, ResourceList, ShowPage } from '../../engine';
import { ExamineHandleButton } from './ExamineHandleButton';
import schema from './schema';

const ExamineList = () => <ResourceList rowActions={<ExamineHandleButton />} />;

const ExamineShow = () => <ShowPage actions={<ExamineHandleButton />} />;

/** 审核管理: the generated screens with the 审核 (handle) button on each pending row and on the show page. */
export default buildScreens(schema, { list: ExamineList, show: ExamineShow, icon: ExamineIcon });
