import { PHONE_MESSAGES, formatProblem } from '../../formats';

/** Most phones one send-message call takes (each becomes an outbox row). */
export const MAX_PHONES = 100;

/**
 * The phones of a send-message call (a comma list, ASCII or full-width commas), each checked by docs/spec.md §5
 * in order (empty, length not 11, format). Answers the distinct phones, or the problems: one text per
 * bad phone naming its position and value. Shared by the server and the 发送测试 dialog.
 */
export function checkPhones(text: string): { phones: string[]; problems: string[] } {
  if (!text.trim()) return { phones: [], problems: [PHONE_MESSAGES.empty] };
  const parts = text.split(/[,，]/).map((s) => s.trim());
  const problems: string[] = [];
  parts.forEach((phone, i) => {
    const problem = phone ? formatProblem('phone', phone) : PHONE_MESSAGES.empty;
    if (problem) problems.push(`第${i + 1}个手机号码${phone ? `(${phone})` : ''}: ${problem}`);
  });
  const phones = [...new Set(parts)];
  if (!problems.length && phones.length > MAX_PHONES) problems.push(`单次最多发送${MAX_PHONES}个手机号码`);
  return { phones, problems };
}
