/** One SMS provider account as the adapters need it: the config row with its secret opened. */
export interface ProviderAccount {
  category: number;
  accessKey: string;
  secretKey: string;
  signName: string;
  templateId: string;
  regionId: string;
  appId: string;
  /** The provider API's base URL (scheme, host, port); empty = the provider's public endpoint. */
  endpoint: string;
}

/** One message: a phone and the template's parameters. */
export interface Message {
  phone: string;
  params: Record<string, string>;
}

/**
 * The outcome of one call: sent, or failed with the provider's answer and whether trying again can
 * help (a network error, a 5xx or a throttle can; a rejected template or key cannot).
 */
export type SendOutcome =
  { sent: true; response: string } | { sent: false; retryable: boolean; response: string; error: string };

export type Failure = Extract<SendOutcome, { sent: false }>;

export type Provider = (account: ProviderAccount, message: Message) => Promise<SendOutcome>;

/** The per-call time limit: a hung provider frees the worker for the next message. */
const TIMEOUT_MS = 10_000;
const MAX_KEPT = 2000;

/** The base URL to call: the account's endpoint, else the provider's public one. */
export function baseOf(account: ProviderAccount, publicBase: string): URL {
  const text = account.endpoint.trim() || publicBase;
  return new URL(/^https?:\/\//i.test(text) ? text : `https://${text}`);
}

/**
 * One HTTP call; the answer's status and text (kept short), or a retryable failure when the network
 * or the time limit failed. Redirects are not followed: a provider API does not redirect, and a
 * redirect must not carry a signed request elsewhere.
 */
export async function call(url: URL, init: RequestInit): Promise<{ status: number; text: string } | SendOutcome> {
  try {
    const res = await fetch(url, { ...init, redirect: 'manual', signal: AbortSignal.timeout(TIMEOUT_MS) });
    return { status: res.status, text: (await res.text()).slice(0, MAX_KEPT) };
  } catch (e) {
    const error = e instanceof Error ? `${e.name}: ${e.message}` : String(e);
    return { sent: false, retryable: true, response: '', error: `服务商无法访问 (${error})`.slice(0, MAX_KEPT) };
  }
}

/** The usual reading of an HTTP answer before the provider's own body is judged. */
export function httpFailure(status: number, text: string): Failure | undefined {
  if (status >= 500 || status === 429)
    return { sent: false, retryable: true, response: text, error: `服务商响应HTTP ${status}` };
  if (status >= 300) return { sent: false, retryable: false, response: text, error: `服务商响应HTTP ${status}` };
  return undefined;
}

export function jsonOf(text: string): Record<string, unknown> | undefined {
  try {
    const v: unknown = JSON.parse(text);
    return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}
