import { describe, expect, it } from 'vitest';
import { validateUrl } from '../../src/utils/validate';
import { declaredValidators } from '../../resources/engine/FieldInput';
import roleDef from '../../resources/system/role/schema';
import userDef from '../../resources/system/user/schema';
import { isSafeUrl } from '../../resources/types';

const run = (field: Parameters<typeof declaredValidators>[0], value: unknown, locale = 'zh') =>
  declaredValidators(field, locale)
    .map((v) => v(value, {}, {}))
    .find((m) => m !== undefined);

describe('link and role alias checks of the web app, as the server checks them', () => {
  it('isSafeUrl: http(s) and paths on this server only', () => {
    for (const ok of ['https://a.example/x.png', 'HTTP://a.example', '/api/blade-resource/x.png', '/upload/a.png'])
      expect(isSafeUrl(ok), ok).toBe(true);
    for (const bad of [
      'javascript:alert(1)',
      'data:image/png;base64,xx',
      '//evil.example/x',
      '/\\evil.example',
      'file:///etc/passwd',
      'https://',
      'http://a b',
      'https://a\\b',
    ])
      expect(isSafeUrl(bad), bad).toBe(false);
  });

  it('validateUrl answers the Chinese message (docs/spec.md §5 URL check)', () => {
    expect(validateUrl('')).toBeUndefined();
    expect(validateUrl('https://a.example')).toBeUndefined();
    expect(validateUrl('javascript:alert(1)')).toMatch(/须以http:\/\/或https:\/\/开头/);
  });

  it('image fields and the role alias carry the checks in generated forms', () => {
    const avatar = userDef.fields.find((f) => f.name === 'avatar')!;
    expect(run(avatar, 'javascript:alert(1)')).toMatch(/^头像链接格式不正确/);
    expect(run(avatar, 'https://a.example/x.png')).toBeUndefined();
    expect(run(avatar, 'javascript:alert(1)', 'en')).toBe(
      'The avatar must be a link starting with http:// or https://',
    );
    const alias = roleDef.fields.find((f) => f.name === 'roleAlias')!;
    expect(run(alias, 'x,administrator')).toMatch(/角色别名须以字母开头/);
    expect(run(alias, 'auditor_1')).toBeUndefined();
  });
});
