import FactCheckIcon from '@mui/icons-material/FactCheckOutlined';
import { buildScreens } from '../../engine';
import schema from './schema';
import { ReportCheckShow } from './ReportCheckShow';

/**
 * 自查上报: the generated list (its filters are the declaration's: subject, checkpoint, period,
 * 是否异常, 逾期补报) and forms, and a show page with the report's evidence gallery.
 */
export default buildScreens(schema, { show: ReportCheckShow, icon: FactCheckIcon });
