import SuperviseIcon from '@mui/icons-material/AssignmentLateOutlined';
import { buildScreens, withDef } from '../../engine';
import { SuperviseBoard } from './SuperviseBoard';
import { SuperviseShow } from './SuperviseShow';
import schema from './schema';

/**
 * 督办: the board (what awaits the user's approval roles, then all) and the supervision's page with its
 * check list. The declared approval steps, reject and send back are offered by the role-aware buttons
 * (ReviewButtons: `POST approved` / `reject` with the awaited role), not the generic action buttons, so
 * the screens run on a copy of the declaration without its actions; the chips and the history still
 * read the real life cycle. Supervisions are made from a finding (督办 button), so no create screen.
 */
const screenDef = { ...schema, lifecycles: schema.lifecycles?.map((lc) => ({ ...lc, actions: [] })) };
const { edit } = buildScreens(screenDef);

export default {
  list: withDef(screenDef, SuperviseBoard, 'List'),
  edit,
  show: withDef(screenDef, SuperviseShow, 'Show'),
  icon: SuperviseIcon,
};
