import { siteConfig } from '../config';
import { isSafeUrl, URL_MESSAGE } from '../../resources/types';

/** Validators of docs/spec.md §5 and the screen levels of docs/spec.md §2. Each answers the message to show, or undefined. */

/** Booleans and numbers always count as filled; so does any non-blank value not listed below. */
export function isEmpty(value: unknown): boolean {
  if (typeof value === 'boolean' || typeof value === 'number') return false;
  if (value === null || value === undefined) return true;
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === 'string') return value === '' || value === 'null' || value === 'undefined';
  if (typeof value === 'object') return Object.keys(value).length === 0;
  return false;
}

const MOBILE = /^1[3-9]\d{9}$/;

export function validatePhone(value: unknown): string | undefined {
  if (isEmpty(value)) return '手机号码不能为空';
  const phone = String(value);
  if (phone.length !== 11) return '手机号码长度不为11位';
  if (!MOBILE.test(phone)) return '手机号码格式不正确';
  return undefined;
}

export const isUrl = (value: unknown): boolean => typeof value === 'string' && /^https?:\/\//i.test(value);

/** Spec §5 URL check for a link field: http(s), or a path on this server; the server checks the same. */
export function validateUrl(value: unknown): string | undefined {
  if (isEmpty(value)) return undefined;
  return isSafeUrl(String(value)) ? undefined : URL_MESSAGE;
}

export interface ImageRule {
  /** Accepted MIME types. */
  types: string[];
  maxBytes: number;
  message: string;
}

export const UPLOAD_IMAGE_RULE: ImageRule = {
  types: ['image/jpeg', 'image/png'],
  maxBytes: siteConfig.uploadMaxBytes,
  message: '只能上传jpg/png文件，且不超过10M',
};

export const AVATAR_IMAGE_RULE: ImageRule = {
  types: ['image/png', 'image/jpeg'],
  maxBytes: siteConfig.avatarMaxBytes,
  message: '上传头像图片只能是 JPG/PNG 格式，且不超过 500KB',
};

export function checkImageFile(file: Pick<File, 'type' | 'size'>, rule: ImageRule): string | undefined {
  return rule.types.includes(file.type) && file.size <= rule.maxBytes ? undefined : rule.message;
}

/** Layout level by viewport width: 3 wide desktop, 2 desktop, 1 tablet, 0 phone. */
export function screenLevel(width: number): 0 | 1 | 2 | 3 {
  if (width >= 1200) return 3;
  if (width >= 992) return 2;
  if (width >= 768) return 1;
  return 0;
}
