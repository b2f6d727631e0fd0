import type { FieldType } from './types';

/**
 * What each kind of upload accepts (docs/spec.md §5): the content types, the largest size and the refusal
 * message. Plain data shared by the server (which checks the bytes, server/files/kinds.ts) and the web
 * app (which checks the browser's type and size first, with the same message, before sending).
 */
export type UploadKind = 'image' | 'avatar' | 'video' | 'file';

export interface UploadType {
  /** The content type a file of this type is served with. */
  mime: string;
  /** The extension the stored object gets (never the client's name). */
  ext: string;
  /** Other names browsers give this type (`file.type` of a zip on Windows is x-zip-compressed). */
  aliases?: string[];
}

export interface UploadKindRule {
  kind: UploadKind;
  types: UploadType[];
  /** The default largest size; a declared field's `maxBytes` (or the server's video setting) overrides it. */
  maxBytes: number;
  /** The refusal in Chinese; `%{size}` is the limit as people write it (10M, 500KB). */
  message: string;
  /** The refusal in English, same placeholder. */
  en: string;
  /** Served inline (shown in the page: images, videos) or as an attachment (downloaded). */
  inline: boolean;
}

const MB = 1024 * 1024;
const JPG: UploadType = { mime: 'image/jpeg', ext: 'jpg', aliases: ['image/jpg', 'image/pjpeg'] };
const PNG: UploadType = { mime: 'image/png', ext: 'png' };
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export const UPLOAD_KINDS: Record<UploadKind, UploadKindRule> = {
  // Spec §5 word for word, full-width comma included.
  image: {
    kind: 'image',
    types: [JPG, PNG],
    maxBytes: 10 * MB,
    message: '只能上传jpg/png文件，且不超过%{size}',
    en: 'Only jpg/png files of at most %{size}',
    inline: true,
  },
  // The profile page's own words (src/utils/validate.ts AVATAR_IMAGE_RULE): client and server say the same.
  avatar: {
    kind: 'avatar',
    types: [PNG, JPG],
    maxBytes: 500 * 1024,
    message: '上传头像图片只能是 JPG/PNG 格式，且不超过 %{size}',
    en: 'The avatar must be a JPG/PNG picture of at most %{size}',
    inline: true,
  },
  video: {
    kind: 'video',
    types: [{ mime: 'video/mp4', ext: 'mp4' }],
    maxBytes: 200 * MB,
    message: '只能上传mp4视频，且不超过%{size}',
    en: 'Only mp4 videos of at most %{size}',
    inline: true,
  },
  file: {
    kind: 'file',
    types: [
      { mime: 'application/pdf', ext: 'pdf' },
      { mime: 'application/msword', ext: 'doc' },
      { mime: DOCX, ext: 'docx' },
      { mime: 'application/vnd.ms-excel', ext: 'xls' },
      { mime: XLSX, ext: 'xlsx' },
      { mime: 'application/zip', ext: 'zip', aliases: ['application/x-zip-compressed'] },
      JPG,
      PNG,
    ],
    maxBytes: 50 * MB,
    message: '只能上传pdf/doc/docx/xls/xlsx/zip/jpg/png文件，且不超过%{size}',
    en: 'Only pdf/doc/docx/xls/xlsx/zip/jpg/png files of at most %{size}',
    inline: false,
  },
};

export const isUploadKind = (value: unknown): value is UploadKind =>
  typeof value === 'string' && Object.prototype.hasOwnProperty.call(UPLOAD_KINDS, value);

/** The kind of upload a declared field holds. */
export function kindOfField(type: FieldType): UploadKind | undefined {
  switch (type) {
    case 'image':
    case 'images':
      return 'image';
    case 'video':
    case 'videos':
      return 'video';
    case 'file':
    case 'files':
      return 'file';
    default:
      return undefined;
  }
}

/** A size as the messages write it: whole megabytes as `10M`, whole kilobytes as `500KB`. */
export function sizeText(bytes: number): string {
  if (bytes >= MB && bytes % MB === 0) return `${bytes / MB}M`;
  if (bytes >= 1024 && bytes % 1024 === 0) return `${bytes / 1024}KB`;
  return `${bytes}B`;
}

/** The Chinese refusal of a kind at a limit (the spec's exact text at the default limits). */
export const refusalOf = (rule: UploadKindRule, maxBytes = rule.maxBytes): string =>
  rule.message.replace('%{size}', sizeText(maxBytes));

/** The lower-case extension of a client's file name ('' when it has none); used to compare, never to store. */
export function extensionOf(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  return dot > 0 ? base.slice(dot + 1).toLowerCase() : '';
}

/**
 * The browser's own check before sending (the server checks the bytes again): the type the browser
 * reports, or the extension when it reports none, must be one of the kind's, and the size within the
 * limit. Answers the refusal, or undefined.
 */
export function checkBeforeUpload(
  file: { name: string; type: string; size: number },
  rule: UploadKindRule,
  maxBytes = rule.maxBytes,
): string | undefined {
  const type = file.type.toLowerCase();
  const ext = extensionOf(file.name);
  const known = rule.types.some((t) =>
    type ? t.mime === type || !!t.aliases?.includes(type) : t.ext === ext || (t.ext === 'jpg' && ext === 'jpeg'),
  );
  return known && file.size <= maxBytes && file.size > 0 ? undefined : refusalOf(rule, maxBytes);
}

/** The `accept` attribute of a file input of this kind. */
export const acceptOf = (rule: UploadKindRule): string =>
  [...new Set(rule.types.flatMap((t) => [t.mime, `.${t.ext}`]))].join(',');
