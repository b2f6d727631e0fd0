import CampaignIcon from '@mui/icons-material/CampaignOutlined';
import { buildScreens } from '../../engine';
import schema from './schema';
import { NoticeShow } from './NoticeShow';

/**
 * 监管通知: the generated list (发布 on each draft's row) and editor (title, type, content, scope by
 * market types or subjects, attachments); the show page adds who read it and who did not.
 */
export default buildScreens(schema, { show: NoticeShow, icon: CampaignIcon });
