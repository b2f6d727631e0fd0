import type { SvgIconComponent } from '@mui/icons-material';
import HomeIcon from '@mui/icons-material/HomeOutlined';
import SettingsIcon from '@mui/icons-material/SettingsOutlined';
import PersonIcon from '@mui/icons-material/PersonOutline';
import SecurityIcon from '@mui/icons-material/SecurityOutlined';
import MenuIcon from '@mui/icons-material/MenuOutlined';
import BookIcon from '@mui/icons-material/MenuBookOutlined';
import LogIcon from '@mui/icons-material/ReceiptLongOutlined';
import BuildIcon from '@mui/icons-material/BuildOutlined';
import FolderIcon from '@mui/icons-material/FolderOutlined';
import MonitorIcon from '@mui/icons-material/MonitorHeartOutlined';
import FlowIcon from '@mui/icons-material/AccountTreeOutlined';
import NoticeIcon from '@mui/icons-material/NotificationsOutlined';
import CameraIcon from '@mui/icons-material/VideocamOutlined';
import ChartIcon from '@mui/icons-material/BarChartOutlined';
import MapIcon from '@mui/icons-material/MapOutlined';
import CheckIcon from '@mui/icons-material/FactCheckOutlined';
import StoreIcon from '@mui/icons-material/StorefrontOutlined';
import FeedbackIcon from '@mui/icons-material/FeedbackOutlined';
import GroupIcon from '@mui/icons-material/GroupsOutlined';
import TuneIcon from '@mui/icons-material/TuneOutlined';
import LinkIcon from '@mui/icons-material/LinkOutlined';
import DotIcon from '@mui/icons-material/CircleOutlined';
import DashboardIcon from '@mui/icons-material/DashboardOutlined';
import SpeedIcon from '@mui/icons-material/Speed';
import BadgeIcon from '@mui/icons-material/BadgeOutlined';
import LibraryBooksIcon from '@mui/icons-material/LibraryBooksOutlined';
import ViewQuiltIcon from '@mui/icons-material/ViewQuiltOutlined';
import ApartmentIcon from '@mui/icons-material/ApartmentOutlined';
import AppsIcon from '@mui/icons-material/AppsOutlined';
import FilterAltIcon from '@mui/icons-material/FilterAltOutlined';
import ApiIcon from '@mui/icons-material/Api';
import { DECLARED_ICONS } from './declaredIcons';

/** Material icon names, as our own seed writes `source`: the system menus' and the business menus' (declared). */
const BY_NAME: Record<string, SvgIconComponent> = {
  ...DECLARED_ICONS,
  Dashboard: DashboardIcon,
  Speed: SpeedIcon,
  Settings: SettingsIcon,
  Person: PersonIcon,
  AccountTree: FlowIcon,
  Badge: BadgeIcon,
  MenuBook: BookIcon,
  LibraryBooks: LibraryBooksIcon,
  Menu: MenuIcon,
  ViewQuilt: ViewQuiltIcon,
  Tune: TuneIcon,
  Apartment: ApartmentIcon,
  Apps: AppsIcon,
  Map: MapIcon,
  Security: SecurityIcon,
  Groups: GroupIcon,
  FilterAlt: FilterAltIcon,
  Api: ApiIcon,
  Monitor: MonitorIcon,
  Log: LogIcon,
  Home: HomeIcon,
};

/**
 * Older Blade menus name icons by icon-font class (`iconfont iconicon_setting`); we keep no icon
 * font, so a keyword of the name picks a Material icon. Order matters: the first keyword found wins.
 */
const BY_KEYWORD: Array<[RegExp, SvgIconComponent]> = [
  [/home|desk|index|wel/i, HomeIcon],
  [/param|tune|config/i, TuneIcon],
  [/setting|system|sys/i, SettingsIcon],
  [/role|auth|safe|secur|lock|scope/i, SecurityIcon],
  [/user|person|account|my/i, PersonIcon],
  [/dept|team|group|org|post/i, GroupIcon],
  [/menu|list/i, MenuIcon],
  [/dict|book/i, BookIcon],
  [/log|record/i, LogIcon],
  [/tool|code|develop|build/i, BuildIcon],
  [/file|oss|resource|folder|attach/i, FolderIcon],
  [/monitor|patrol|druid|api/i, MonitorIcon],
  [/flow|work|process|model/i, FlowIcon],
  [/notice|message|bell|sms/i, NoticeIcon],
  [/camera|video|live/i, CameraIcon],
  [/chart|stat|report|data/i, ChartIcon],
  [/map|region|area/i, MapIcon],
  [/check|inspect|enforce|supervise/i, CheckIcon],
  [/subject|shop|store|market|cafe/i, StoreIcon],
  [/complain|evaluat|consumer|comment/i, FeedbackIcon],
  [/link|iframe|http/i, LinkIcon],
];

/** The icon a menu row's `source` names (a Material icon name the seed writes), if it is one we have. */
export const iconNamed = (source?: string): SvgIconComponent | undefined =>
  source ? BY_NAME[source.trim()] : undefined;

/** The icon of a menu row: by its `source` name, else by a keyword of its source or code, else a dot. */
export function menuIcon(source?: string, fallbackName?: string): SvgIconComponent {
  const named = iconNamed(source);
  if (named) return named;
  const text = `${source ?? ''} ${fallbackName ?? ''}`;
  return BY_KEYWORD.find(([pattern]) => pattern.test(text))?.[1] ?? DotIcon;
}
