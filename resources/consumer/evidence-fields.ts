import type { FieldDef } from '../types';
import { parentReference } from '../presets/fields';
import { evidencePieceFields, evidenceRemarkField } from '../presets/attachments';

/**
 * What a piece of a complaint's evidence (a photo `complaintimg`, a video `complaintvideo`) names
 * besides its link: the complaint (required), its subject (copied from the complaint by the server),
 * its place among the pieces and a remark. `link` is the upload field, placed after the complaint.
 */
export const complaintEvidenceFields = <const L extends FieldDef>(link: L) =>
  [
    ...evidencePieceFields(
      parentReference('complaintId', '投诉', 'Complaint', 'complaint', 'complaintDescription'),
      link,
    ),
    evidenceRemarkField,
  ] as const;
