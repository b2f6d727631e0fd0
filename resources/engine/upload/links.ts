import { UPLOAD_PATH } from '../../../dataProvider';
import { allResources } from '../../declarations';
import type { FieldDef } from '../../types';
import type { UploadKind } from '../../upload-kinds';

/** Upload fields hold one link, or several comma-joined as Blade stores them. */
export const splitLinks = (value: unknown): string[] =>
  (Array.isArray(value) ? value.map(String) : String(value ?? '').split(','))
    .map((part) => part.trim())
    .filter(Boolean);

export const joinLinks = (links: string[]): string => links.join(',');

/** The extension of a link's last segment ('' when none), for a file's label. */
export function linkExtension(link: string): string {
  const last = link.split(/[?#]/)[0].split('/').pop() ?? '';
  const dot = last.lastIndexOf('.');
  return dot > 0 ? last.slice(dot + 1).toLowerCase() : '';
}

/**
 * Where a field's files are sent: as the declared field of its resource (the server then applies the
 * field's kind and `maxBytes` itself), or by kind for an input that is no declared field (an action's
 * evidence pictures).
 */
export function uploadUrl(
  resource: string | undefined,
  field: Pick<FieldDef, 'name' | 'type'>,
  kind: UploadKind,
): string {
  const declared = allResources
    .find((def) => def.name === resource)
    ?.fields.some((f) => f.name === field.name && f.type === field.type);
  return declared && resource
    ? `${UPLOAD_PATH}?resource=${encodeURIComponent(resource)}&field=${encodeURIComponent(field.name)}`
    : `${UPLOAD_PATH}?kind=${kind}`;
}
