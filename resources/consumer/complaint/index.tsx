import FeedbackIcon from '@mui/icons-material/FeedbackOutlined';
import { buildScreens, ResourceList } from '../../engine';
import { SuperviseButton } from '../../finding-screens/SuperviseButton';
import { BatchCompleteButton, BatchProcessButton } from './BatchButtons';
import { ComplaintShow } from './ComplaintShow';
import schema from './schema';

/**
 * 消费者投诉: the generated list (filters of the declaration: subject, category, state, time …) with
 * 批量处理 / 批量办结 on the selection and 督办 beside the declared 处理 / 不予受理 / 督办完成 per row; the
 * generated forms (a complaint taken by phone or letter is entered here); a show page with the evidence
 * gallery, the answer to the consumer, the handle record and the timeline.
 */
const ComplaintList = () => (
  <ResourceList
    rowActions={<SuperviseButton />}
    bulkActions={
      <>
        <BatchProcessButton />
        <BatchCompleteButton />
      </>
    }
  />
);

export default buildScreens(schema, { list: ComplaintList, show: ComplaintShow, icon: FeedbackIcon });
