/**
 * The refusals of a write sent with an `Idempotency-Key` (server/http/idempotency.ts), in both
 * languages. The server answers the Chinese words and names the case in the envelope's `data`
 * (`{ idempotency: 'inFlight' }`), from which an English screen words it.
 */
export const IDEMPOTENCY_WORDS = {
  malformed: {
    zh: 'Idempotency-Key 格式错误: 应为 1 至 255 个可见字符',
    en: 'Malformed Idempotency-Key: it must be 1 to 255 visible characters',
  },
  reused: {
    zh: '该 Idempotency-Key 已用于另一请求,请勿用于不同内容',
    en: 'This Idempotency-Key was already used for a different request',
  },
  inFlight: {
    zh: '该请求正在处理中,请稍后重试',
    en: 'This request is still being processed; retry in a moment',
  },
} as const;

export type IdempotencyRefusal = keyof typeof IDEMPOTENCY_WORDS;

/** The English (or Chinese) words of an idempotency refusal described in an answer's `data`; undefined otherwise. */
export function idempotencyWordsFromData(data: unknown, en: boolean): string | undefined {
  const kind = data && typeof data === 'object' ? (data as { idempotency?: unknown }).idempotency : undefined;
  if (typeof kind !== 'string' || !(kind in IDEMPOTENCY_WORDS)) return undefined;
  return IDEMPOTENCY_WORDS[kind as IdempotencyRefusal][en ? 'en' : 'zh'];
}
