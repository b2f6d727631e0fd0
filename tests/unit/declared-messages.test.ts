import { describe, expect, it } from 'vitest';
import { requiredMessage } from '../../resources/declared-messages';
import { declaredValidators } from '../../resources/engine/FieldInput';
import employee from '../../resources/subject/employee/schema';
import param from '../../resources/system/param/schema';

const field = (def: { fields: readonly { name: string }[] }, name: string) =>
  def.fields.find((f) => f.name === name) as Parameters<typeof declaredValidators>[0];
/** The message the form shows for a missing value, in `locale`. */
const missing = (f: Parameters<typeof declaredValidators>[0], locale: string) =>
  declaredValidators(f, locale)
    .map((v) => v('', {}, {}))
    .find((m) => m !== undefined);

describe('declared validation messages in both languages', () => {
  it('Chinese is the declaration’s text as written; English follows its request and the English label', () => {
    expect(requiredMessage({ name: 'topic', en: 'Topic', required: '请输入培训主题' })).toEqual({
      zh: '请输入培训主题',
      en: 'Please enter topic',
    });
    expect(requiredMessage({ name: 'subjectId', en: 'Subject', required: '请选择经营主体' }).en).toBe(
      'Please select subject',
    );
    expect(requiredMessage({ name: 'imgList', en: 'Photos', required: '请上传现场照片' }).en).toBe(
      'Please upload photos',
    );
    // A message that asks nothing, and a field without an English label: its name spelt out.
    expect(requiredMessage({ name: 'paramKey', required: '参数键名必填' }).en).toBe('Param key is required');
    // An abbreviation keeps its capitals.
    expect(requiredMessage({ name: 'nfcCode', en: 'NFC tag', required: '请输入NFC标签编号' }).en).toBe(
      'Please enter NFC tag',
    );
  });

  it('the forms show the one of the app’s language', () => {
    expect(missing(field(employee, 'subjectId'), 'zh')).toBe('请选择经营主体');
    expect(missing(field(employee, 'subjectId'), 'en')).toBe('Please select subject');
    expect(missing(field(param, 'paramName'), 'zh')).toBe('请输入参数名称');
    expect(missing(field(param, 'paramName'), 'en')).toBe('Please enter parameter name');
  });
});
