import { ShowPage } from '../../engine';
import { EvidenceGallery } from './EvidenceGallery';

/**
 * A self-check report: what was reported (the period and lateness the server named), then its
 * evidence gallery (photos in the lightbox, videos playing in place, 添加佐证); the findings it opened
 * are a tab beside it.
 */
export const ReportCheckShow = () => (
  <ShowPage related>
    <EvidenceGallery />
  </ShowPage>
);
