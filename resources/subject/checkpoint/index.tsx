import CheckpointIcon from '@mui/icons-material/PlaylistAddCheckOutlined';
import { buildScreens, ResourceList } from '../../engine';
import { AssignByMarketTypeButton } from './AssignByMarketTypeButton';
import { AssignBySubjectButton } from './AssignBySubjectButton';
import { AssignedSubjectsButton } from './AssignedSubjectsButton';
import schema from './schema';

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

/** 检查点: the generated list with the assignment dialogs per row; generated forms and show page. */
export default buildScreens(schema, { list: CheckpointList, icon: CheckpointIcon });
