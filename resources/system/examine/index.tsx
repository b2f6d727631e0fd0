import ExamineIcon from '@mui/icons-material/FactCheckOutlined';
import { EditButton, ListButton, Show, TopToolbar } from 'react-admin';
import {
  buildScreens,
  useResourceDef,
  visibleFields,
  withDef,
  ResourceList,
  ShowFields,
  useShowTitle,
} from '../../engine';
import { ExamineHandleButton } from './ExamineHandleButton';
import schema from './schema';

const ExamineList = () => <ResourceList rowActions={<ExamineHandleButton />} />;

const ExamineShow = () => {
  const def = useResourceDef();
  const showTitle = useShowTitle();
  return (
    <Show
      title={showTitle}
      actions={
        <TopToolbar>
          <ListButton />
          <EditButton />
          <ExamineHandleButton />
        </TopToolbar>
      }
    >
      <ShowFields fields={visibleFields(def)} />
    </Show>
  );
};

/** 审核管理: the generated screens with the 审核 (handle) button on each pending row and on the show page. */
const { create, edit } = buildScreens(schema);

export default {
  list: withDef(schema, ExamineList, 'List'),
  create,
  edit,
  show: withDef(schema, ExamineShow, 'Show'),
  icon: ExamineIcon,
};
