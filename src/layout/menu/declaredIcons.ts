import type { SvgIconComponent } from '@mui/icons-material';
import AccountTreeIcon from '@mui/icons-material/AccountTreeOutlined';
import ArticleIcon from '@mui/icons-material/ArticleOutlined';
import AssessmentIcon from '@mui/icons-material/AssessmentOutlined';
import AssignmentIndIcon from '@mui/icons-material/AssignmentIndOutlined';
import AssignmentLateIcon from '@mui/icons-material/AssignmentLateOutlined';
import AssignmentReturnIcon from '@mui/icons-material/AssignmentReturnOutlined';
import AssignmentTurnedInIcon from '@mui/icons-material/AssignmentTurnedInOutlined';
import AttachFileIcon from '@mui/icons-material/AttachFileOutlined';
import BadgeIcon from '@mui/icons-material/BadgeOutlined';
import BarChartIcon from '@mui/icons-material/BarChartOutlined';
import BuildIcon from '@mui/icons-material/BuildOutlined';
import BusinessCenterIcon from '@mui/icons-material/BusinessCenterOutlined';
import CampaignIcon from '@mui/icons-material/CampaignOutlined';
import ChecklistIcon from '@mui/icons-material/ChecklistOutlined';
import CloudQueueIcon from '@mui/icons-material/CloudQueueOutlined';
import CloudUploadIcon from '@mui/icons-material/CloudUploadOutlined';
import CodeIcon from '@mui/icons-material/CodeOutlined';
import ComputerIcon from '@mui/icons-material/ComputerOutlined';
import ConstructionIcon from '@mui/icons-material/ConstructionOutlined';
import DescriptionIcon from '@mui/icons-material/DescriptionOutlined';
import DnsIcon from '@mui/icons-material/DnsOutlined';
import FactCheckIcon from '@mui/icons-material/FactCheckOutlined';
import FeedbackIcon from '@mui/icons-material/FeedbackOutlined';
import FireExtinguisherIcon from '@mui/icons-material/FireExtinguisherOutlined';
import FormatListNumberedIcon from '@mui/icons-material/FormatListNumberedOutlined';
import ForumIcon from '@mui/icons-material/ForumOutlined';
import GavelIcon from '@mui/icons-material/GavelOutlined';
import GroupsIcon from '@mui/icons-material/GroupsOutlined';
import HandymanIcon from '@mui/icons-material/HandymanOutlined';
import LibraryMusicIcon from '@mui/icons-material/LibraryMusicOutlined';
import MapIcon from '@mui/icons-material/MapOutlined';
import MasksIcon from '@mui/icons-material/MasksOutlined';
import MeetingRoomIcon from '@mui/icons-material/MeetingRoomOutlined';
import MonitorHeartIcon from '@mui/icons-material/MonitorHeartOutlined';
import MusicOffIcon from '@mui/icons-material/MusicOffOutlined';
import NotificationImportantIcon from '@mui/icons-material/NotificationImportantOutlined';
import NotificationsActiveIcon from '@mui/icons-material/NotificationsActiveOutlined';
import PersonIcon from '@mui/icons-material/PersonOutlined';
import PieChartIcon from '@mui/icons-material/PieChartOutlined';
import PlaylistAddCheckIcon from '@mui/icons-material/PlaylistAddCheckOutlined';
import QrCode2Icon from '@mui/icons-material/QrCode2Outlined';
import RateReviewIcon from '@mui/icons-material/RateReviewOutlined';
import ReportGmailerrorredIcon from '@mui/icons-material/ReportGmailerrorredOutlined';
import ReportProblemIcon from '@mui/icons-material/ReportProblemOutlined';
import SchemaIcon from '@mui/icons-material/SchemaOutlined';
import ShuffleIcon from '@mui/icons-material/ShuffleOutlined';
import SmsIcon from '@mui/icons-material/SmsOutlined';
import StarRateIcon from '@mui/icons-material/StarRateOutlined';
import StorageIcon from '@mui/icons-material/StorageOutlined';
import StorefrontIcon from '@mui/icons-material/StorefrontOutlined';
import SwapHorizIcon from '@mui/icons-material/SwapHorizOutlined';
import TimelineIcon from '@mui/icons-material/TimelineOutlined';
import VerifiedUserIcon from '@mui/icons-material/VerifiedUserOutlined';
import VideocamIcon from '@mui/icons-material/VideocamOutlined';
import WidgetsIcon from '@mui/icons-material/WidgetsOutlined';
import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremiumOutlined';

/**
 * The icons the declarations name for the business menus (a resource's `menu.icon`, a menu group's
 * `icon`, a top menu's and a screen menu's), by their Material name as the seed writes them in the menu
 * row's `source`. Each business menu shows the icon its declaration chose; a unit test
 * (tests/unit/menuIcons.test.ts) fails when a declaration names one missing here.
 */
export const DECLARED_ICONS: Record<string, SvgIconComponent> = {
  AccountTree: AccountTreeIcon,
  Article: ArticleIcon,
  Assessment: AssessmentIcon,
  AssignmentInd: AssignmentIndIcon,
  AssignmentLate: AssignmentLateIcon,
  AssignmentReturn: AssignmentReturnIcon,
  AssignmentTurnedIn: AssignmentTurnedInIcon,
  AttachFile: AttachFileIcon,
  Badge: BadgeIcon,
  BarChart: BarChartIcon,
  Build: BuildIcon,
  BusinessCenter: BusinessCenterIcon,
  Campaign: CampaignIcon,
  Checklist: ChecklistIcon,
  CloudQueue: CloudQueueIcon,
  CloudUpload: CloudUploadIcon,
  Code: CodeIcon,
  Computer: ComputerIcon,
  Construction: ConstructionIcon,
  Description: DescriptionIcon,
  Dns: DnsIcon,
  FactCheck: FactCheckIcon,
  Feedback: FeedbackIcon,
  FireExtinguisher: FireExtinguisherIcon,
  FormatListNumbered: FormatListNumberedIcon,
  Forum: ForumIcon,
  Gavel: GavelIcon,
  Groups: GroupsIcon,
  Handyman: HandymanIcon,
  LibraryMusic: LibraryMusicIcon,
  Map: MapIcon,
  Masks: MasksIcon,
  MeetingRoom: MeetingRoomIcon,
  MonitorHeart: MonitorHeartIcon,
  MusicOff: MusicOffIcon,
  NotificationImportant: NotificationImportantIcon,
  NotificationsActive: NotificationsActiveIcon,
  Person: PersonIcon,
  PieChart: PieChartIcon,
  PlaylistAddCheck: PlaylistAddCheckIcon,
  QrCode2: QrCode2Icon,
  RateReview: RateReviewIcon,
  ReportGmailerrorred: ReportGmailerrorredIcon,
  ReportProblem: ReportProblemIcon,
  Schema: SchemaIcon,
  Shuffle: ShuffleIcon,
  Sms: SmsIcon,
  StarRate: StarRateIcon,
  Storage: StorageIcon,
  Storefront: StorefrontIcon,
  SwapHoriz: SwapHorizIcon,
  Timeline: TimelineIcon,
  VerifiedUser: VerifiedUserIcon,
  Videocam: VideocamIcon,
  Widgets: WidgetsIcon,
  WorkspacePremium: WorkspacePremiumIcon,
};
