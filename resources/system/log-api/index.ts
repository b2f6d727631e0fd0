import LogIcon from '@mui/icons-material/ReceiptLongOutlined';
import { buildScreens } from '../../engine';
import schema from './schema';

/** 接口日志: read only (the declaration offers list, page and detail), so a list and a show page. */
const { list, show } = buildScreens(schema);

export default { list, show, icon: LogIcon };
