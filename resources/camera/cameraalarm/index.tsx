import AlarmIcon from '@mui/icons-material/NotificationsActiveOutlined';
import { buildScreens, ResourceList } from '../../engine';
import { AlarmStats } from './AlarmStats';
import schema from './schema';

/**
 * 摄像头告警: the generated list with the alarm counts by time in its toolbar (a full-width line of
 * its own, reading the list's filters); recharts loads with this screen only.
 */
const AlarmList = () => <ResourceList toolbar={<AlarmStats />} />;

export default buildScreens(schema, { list: AlarmList, icon: AlarmIcon });
