import CertificationIcon from '@mui/icons-material/VerifiedUserOutlined';
import { buildScreens } from '../../engine';
import schema from './schema';

/**
 * 实名认证 review: generated screens. The list shows the identity number masked (as the server
 * answers it) with 通过 and 驳回 (its cause dialog) on each pending row; the show page has both card
 * photos (the lightbox opens them large), the number whole for reviewers, and the review history.
 */
export default { ...buildScreens(schema), icon: CertificationIcon };
