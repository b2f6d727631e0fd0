import { describe, expect, it } from 'vitest';
import {
  AVATAR_IMAGE_RULE,
  checkImageFile,
  isEmpty,
  isUrl,
  screenLevel,
  UPLOAD_IMAGE_RULE,
  validatePhone,
} from '../../src/utils/validate';

describe('validators (docs/spec.md §5)', () => {
  it('isEmpty: booleans and numbers are filled; empty containers, null-ish and null-ish strings are empty', () => {
    for (const filled of [false, true, 0, NaN, 'a', ' ', [0], { a: undefined }])
      expect(isEmpty(filled), String(filled)).toBe(false);
    for (const empty of [null, undefined, '', 'null', 'undefined', [], {}])
      expect(isEmpty(empty), String(empty)).toBe(true);
  });

  it('validatePhone answers the spec messages in order', () => {
    expect(validatePhone('')).toBe('手机号码不能为空');
    expect(validatePhone(undefined)).toBe('手机号码不能为空');
    expect(validatePhone('1381234567')).toBe('手机号码长度不为11位');
    expect(validatePhone('23812345678')).toBe('手机号码格式不正确');
    expect(validatePhone('1381234567a')).toBe('手机号码格式不正确');
    expect(validatePhone('13812345678')).toBeUndefined();
  });

  it('isUrl accepts http and https only', () => {
    expect(isUrl('http://a.cn')).toBe(true);
    expect(isUrl('https://a.cn/x')).toBe(true);
    expect(isUrl('ftp://a.cn')).toBe(false);
    expect(isUrl('/wel/index')).toBe(false);
    expect(isUrl(undefined)).toBe(false);
  });

  it('checkImageFile: jpg/png up to 10M for uploads', () => {
    expect(checkImageFile({ type: 'image/png', size: 10 * 1024 * 1024 }, UPLOAD_IMAGE_RULE)).toBeUndefined();
    expect(checkImageFile({ type: 'image/jpeg', size: 1 }, UPLOAD_IMAGE_RULE)).toBeUndefined();
    expect(checkImageFile({ type: 'image/png', size: 10 * 1024 * 1024 + 1 }, UPLOAD_IMAGE_RULE)).toBe(
      '只能上传jpg/png文件，且不超过10M',
    );
    expect(checkImageFile({ type: 'image/gif', size: 1 }, UPLOAD_IMAGE_RULE)).toBe('只能上传jpg/png文件，且不超过10M');
  });

  it('checkImageFile: png/jpeg up to 500kb for avatars', () => {
    const message = '上传头像图片只能是 JPG/PNG 格式，且不超过 500KB';
    expect(checkImageFile({ type: 'image/jpeg', size: 500 * 1024 }, AVATAR_IMAGE_RULE)).toBeUndefined();
    expect(checkImageFile({ type: 'image/png', size: 500 * 1024 + 1 }, AVATAR_IMAGE_RULE)).toBe(message);
    expect(checkImageFile({ type: 'image/webp', size: 1 }, AVATAR_IMAGE_RULE)).toBe(message);
  });

  it('screenLevel follows the breakpoints 768, 992, 1200', () => {
    expect([0, 767, 768, 991, 992, 1199, 1200, 1920].map(screenLevel)).toEqual([0, 0, 1, 1, 2, 2, 3, 3]);
  });
});
