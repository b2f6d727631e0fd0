import type { SvgIconComponent } from '@mui/icons-material';
import PauseIcon from '@mui/icons-material/PauseCircleOutline';
import PlayIcon from '@mui/icons-material/PlayCircleOutline';
import NfcIcon from '@mui/icons-material/Nfc';
import UncheckIcon from '@mui/icons-material/PhonelinkErase';
import ApproveIcon from '@mui/icons-material/CheckCircleOutline';
import RejectIcon from '@mui/icons-material/CancelOutlined';
import SendIcon from '@mui/icons-material/SendOutlined';
import UndoIcon from '@mui/icons-material/UndoOutlined';
import DoneIcon from '@mui/icons-material/TaskAltOutlined';
import GavelIcon from '@mui/icons-material/GavelOutlined';
import BlockIcon from '@mui/icons-material/BlockOutlined';
import ShuffleIcon from '@mui/icons-material/ShuffleOutlined';
import ActionIcon from '@mui/icons-material/BoltOutlined';

/**
 * Icons of declared actions by their Material name (`ActionDef.icon`). Only these are bundled: an
 * icon by any name would pull in the whole icon set. An unknown name shows the generic action icon.
 */
const BY_NAME: Record<string, SvgIconComponent> = {
  PauseCircle: PauseIcon,
  PlayCircle: PlayIcon,
  Nfc: NfcIcon,
  PhonelinkErase: UncheckIcon,
  CheckCircle: ApproveIcon,
  Cancel: RejectIcon,
  Send: SendIcon,
  Undo: UndoIcon,
  TaskAlt: DoneIcon,
  Gavel: GavelIcon,
  Block: BlockIcon,
  Shuffle: ShuffleIcon,
};

export const actionIcon = (name: string | undefined): SvgIconComponent => (name && BY_NAME[name]) || ActionIcon;
