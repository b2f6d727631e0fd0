import StarIcon from '@mui/icons-material/StarRateOutlined';
import { buildScreens, withDef, ResourceList } from '../../engine';
import schema from './schema';
import { EvaluationShow } from './EvaluationShow';
import { EvaluationTotalsBar } from './EvaluationTotals';

const EvaluationList = () => <ResourceList toolbar={<EvaluationTotalsBar />} />;

/**
 * 消费者评价: the generated list with the totals bar (count, average, good / medium / bad), the
 * generated forms, and a show page with the evaluation's photos.
 */
const { create, edit } = buildScreens(schema);

export default {
  list: withDef(schema, EvaluationList, 'List'),
  create,
  edit,
  show: withDef(schema, EvaluationShow, 'Show'),
  icon: StarIcon,
};
