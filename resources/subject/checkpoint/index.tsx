import CheckpointIcon from '@mui/icons-material/PlaylistAddCheckOutlined';
import { buildScreens, withDef, ResourceList } from '../../engine';
import { AssignByMarketTypeButton } from './AssignByMarketTypeButton';
import { AssignBySubjectButton } from './AssignBySubjectButton';
import { AssignedSubjectsButton } from './AssignedSubjectsButton';
import schema from './schema';

/** 检查点: the generated list with the assignment dialogs per row; generated forms and show page. */
const { create, edit, show } = buildScreens(schema);

const CheckpointList = () => (
  <ResourceList
    rowActions={
      <>
        <AssignByMarketTypeButton />
        <AssignBySubjectButton />
        <AssignedSubjectsButton />
      </>
    }
  />
);

export default {
  list: withDef(schema, CheckpointList, 'List'),
  create,
  edit,
  show,
  icon: CheckpointIcon,
};
