import FactCheckIcon from '@mui/icons-material/FactCheckOutlined';
import { buildScreens, withDef } from '../../engine';
import schema from './schema';
import { ReportCheckShow } from './ReportCheckShow';

/**
 * 自查上报: the generated list (its filters are the declaration's: subject, checkpoint, period,
 * 是否异常, 逾期补报) and forms, and a show page with the report's evidence gallery.
 */
const generated = buildScreens(schema);

export default {
  ...generated,
  show: withDef(schema, ReportCheckShow, 'Show'),
  icon: FactCheckIcon,
};
