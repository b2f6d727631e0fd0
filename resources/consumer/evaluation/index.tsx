import StarIcon from '@mui/icons-material/StarRateOutlined';
import { buildScreens, ResourceList } from '../../engine';
import schema from './schema';
import { EvaluationShow } from './EvaluationShow';
import { EvaluationTotalsBar } from './EvaluationTotals';

const EvaluationList = () => <ResourceList toolbar={<EvaluationTotalsBar />} />;

/**
 * 消费者评价: the generated list with the totals bar (count, average, good / medium / bad), the
 * generated forms, and a show page with the evaluation's photos.
 */
export default buildScreens(schema, { list: EvaluationList, show: EvaluationShow, icon: StarIcon });
