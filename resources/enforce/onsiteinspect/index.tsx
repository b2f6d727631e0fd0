import AssignmentTurnedInIcon from '@mui/icons-material/AssignmentTurnedInOutlined';
import { buildScreens } from '../../engine';
import schema from './schema';
import { OnsiteCreate, OnsiteEdit } from './OnsiteForm';
import { OnsiteShow } from './OnsiteShow';

/**
 * 现场检查: the generated list (filters: subject, time, result, mode, status), a form with the item
 * checklist of the subject's market type (合格/不合格 and a note per item), other problems and the
 * deadline when something failed; a show page with the checklist, its other problems and finding.
 */
export default buildScreens(schema, {
  create: OnsiteCreate,
  edit: OnsiteEdit,
  show: OnsiteShow,
  icon: AssignmentTurnedInIcon,
});
