import queryString from 'query-string';
import { HttpError } from 'react-admin';
import { siteConfig } from '../src/config';
import { getToken } from '../authProvider/session';
import { dispositionFileName } from './download';

/**
 * The one door to the server (docs/spec.md §8, §9). Blade answers HTTP 200-500 with a body whose `code`
 * decides the outcome, so the body is read first and the status only stands in when it has no code.
 */

export interface RequestOptions {
  url: string;
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  params?: Record<string, unknown>;
  data?: unknown;
  form?: FormData;
  headers?: Record<string, string>;
  responseType?: 'json' | 'blob';
  /** Codes that reject without a toast and without the 401 logout (the caller shows its own message). */
  silentCodes?: number[];
  /** Resolve the whole body: auth token and captcha answers are not wrapped in R. */
  raw?: boolean;
  /** Open-API (video platform) call: its answers always pass, whatever their code. */
  openapi?: boolean;
  /**
   * Blob answers: called as the bytes arrive (`total` when the server sent a length). The timeout then
   * counts from the last bytes received, so a long download that keeps coming is not cut off.
   */
  onProgress?: (received: number, total?: number) => void;
  /**
   * A write's Idempotency-Key (server/http/idempotency.ts): every POST gets one of its own, and its
   * retries after a dropped connection send the same, so the server does it once.
   */
  idempotencyKey?: string;
}

type Listener<A extends unknown[]> = (...args: A) => void;

function listenerSet<A extends unknown[]>() {
  const listeners = new Set<Listener<A>>();
  return {
    add(fn: Listener<A>) {
      listeners.add(fn);
      return () => void listeners.delete(fn);
    },
    emit: (...args: A) => listeners.forEach((fn) => fn(...args)),
  };
}

const unauthorizedListeners = listenerSet<[]>();
const errorListeners = listenerSet<[message: string, body: unknown]>();

/** Called on a 401 (local logout and redirect to /login). Returns an unsubscribe function. */
export const onUnauthorized = (fn: () => void): (() => void) => unauthorizedListeners.add(fn);
/**
 * Called with the message of a failed call that nobody silenced (the error toast), and the answer's body
 * (its `data` may describe the failure for another language's words).
 */
export const onError = (fn: (message: string, body: unknown) => void): (() => void) => errorListeners.add(fn);

/** Every failure code a Blade server answers (docs/blade-protocol.md): silences all of them. */
export const BLADE_FAILURE_CODES = [400, 401, 403, 404, 405, 415, 500];

export const TIMEOUT_MESSAGE = '请求超时';
export const NETWORK_MESSAGE = '网络异常';
export const UNKNOWN_MESSAGE = '未知错误';

const isOpenApi = (opts: RequestOptions) => opts.openapi === true || opts.url.startsWith('/api/openapi');

export function buildUrl(url: string, params?: Record<string, unknown>): string {
  if (!params) return url;
  const query = queryString.stringify(params as Record<string, string>, {
    skipNull: true,
    skipEmptyString: true,
    sort: false,
    arrayFormat: 'comma', // Blade lists are comma-joined (ids=1,2,3)
  });
  if (!query) return url;
  return `${url}${url.includes('?') ? '&' : '?'}${query}`;
}

export function buildHeaders(opts: RequestOptions): Record<string, string> {
  const headers: Record<string, string> = {
    Authorization: `Basic ${btoa(`${siteConfig.clientId}:${siteConfig.clientSecret}`)}`,
  };
  const token = getToken();
  if (token) headers[siteConfig.tokenHeader] = `bearer ${token}`;
  if (opts.data !== undefined && !opts.form) headers['Content-Type'] = 'application/json;charset=UTF-8';
  // The header's value is a structured-field string (the IETF draft's form).
  if (opts.idempotencyKey) headers['Idempotency-Key'] = `"${opts.idempotencyKey}"`;
  return { ...headers, ...opts.headers };
}

/**
 * A new random key (a UUID v4). `crypto.randomUUID` exists only on https and localhost; an office
 * server reached over plain http still has `getRandomValues`.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6] & 0x0f) | 0x40;
  b[8] = (b[8] & 0x3f) | 0x80;
  const hex = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Blade's export answers `attachment;filename=<url-encoded name>`; ours adds RFC 5987 `filename*`. */
const fileNameOf = (response: Response): string | undefined =>
  dispositionFileName(response.headers.get('Content-Disposition'));

type Body = { file: Blob } | { json: unknown };

/** The body's bytes, reported as they arrive. */
async function readBytes(
  response: Response,
  onProgress: (received: number, total?: number) => void,
): Promise<ArrayBuffer | Blob> {
  const total = Number(response.headers.get('Content-Length')) || undefined;
  if (!response.body) return response.arrayBuffer();
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let received = 0;
  onProgress(0, total);
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    received += value.length;
    onProgress(received, total);
  }
  return new Blob(chunks as BlobPart[]);
}

/** An export that fails answers JSON instead of a file; that body is judged like any other. */
async function readBody(
  response: Response,
  wantBlob: boolean,
  onProgress?: (received: number, total?: number) => void,
): Promise<Body> {
  const type = response.headers.get('Content-Type') ?? '';
  if (wantBlob && !type.includes('json')) {
    const bytes = onProgress ? await readBytes(response, onProgress) : await response.arrayBuffer();
    const name = fileNameOf(response);
    // A File is a Blob that also carries the server's file name for the download.
    return { file: name ? new File([bytes], name, { type }) : new Blob([bytes], { type }) };
  }
  const text = await response.text();
  try {
    return { json: text ? JSON.parse(text) : undefined };
  } catch {
    return { json: text };
  }
}

interface Envelope {
  code?: number;
  msg?: string;
  error_description?: string;
  data?: unknown;
}

const asEnvelope = (body: unknown): Envelope => (body && typeof body === 'object' ? (body as Envelope) : {});

export function settle<T>(opts: RequestOptions, status: number, read: Body): T {
  if ('file' in read) {
    if (status === 200 || isOpenApi(opts)) return read.file as T;
    return fail(opts, status, UNKNOWN_MESSAGE, read.file);
  }
  const body = read.json;
  if (isOpenApi(opts)) return body as T;
  const envelope = asEnvelope(body);
  const code = typeof envelope.code === 'number' ? envelope.code : status;
  // An R answer resolves its data (null included); an unwrapped answer (token, captcha) itself.
  if (code === 200) return (opts.raw || !('code' in envelope) ? body : envelope.data) as T;
  return fail(opts, code, envelope.msg || envelope.error_description || UNKNOWN_MESSAGE, body);
}

function fail(opts: RequestOptions, code: number, message: string, body: unknown): never {
  const error = new HttpError(message, code, body);
  if (opts.silentCodes?.includes(code)) throw error;
  if (code === 401) unauthorizedListeners.emit();
  else errorListeners.emit(message, body);
  throw error;
}

/** The waits before the retries of a write whose connection dropped or whose first sending is still running. */
export const RETRY_DELAYS_MS = [500, 1000, 2000];

/** Thrown inside a sending that may be sent again with its key. */
class SendAgain extends Error {}

/**
 * One call. A POST carries an Idempotency-Key and is sent again with it (up to RETRY_DELAYS_MS) when
 * the connection drops, a balancer answers that its instance is gone (502-504), or the server is still
 * running the first sending (409): however often it arrives, the server writes it once.
 */
export async function request<T = unknown>(opts: RequestOptions): Promise<T> {
  const keyed =
    opts.method === 'POST' && !opts.idempotencyKey ? { ...opts, idempotencyKey: newIdempotencyKey() } : opts;
  for (let attempt = 0; ; attempt++) {
    const mayRetry = !!keyed.idempotencyKey && attempt < RETRY_DELAYS_MS.length;
    try {
      return await sendOnce<T>(keyed, mayRetry);
    } catch (error) {
      if (!(error instanceof SendAgain)) throw error;
      await new Promise((resolve) => setTimeout(resolve, RETRY_DELAYS_MS[attempt]));
    }
  }
}

const stillRunning = (body: Body) =>
  'json' in body && (asEnvelope(body.json).data as { idempotency?: unknown } | null)?.idempotency === 'inFlight';

async function sendOnce<T>(opts: RequestOptions, mayRetry: boolean): Promise<T> {
  const controller = new AbortController();
  let timer = setTimeout(() => controller.abort(), siteConfig.timeoutMs);
  const progress =
    opts.onProgress &&
    ((received: number, total?: number) => {
      clearTimeout(timer);
      timer = setTimeout(() => controller.abort(), siteConfig.timeoutMs);
      opts.onProgress!(received, total);
    });
  try {
    const response = await fetch(buildUrl(opts.url, opts.params), {
      method: opts.method ?? 'GET',
      headers: buildHeaders(opts),
      body: opts.form ?? (opts.data === undefined ? undefined : JSON.stringify(opts.data)),
      credentials: 'include',
      signal: controller.signal,
    });
    if (mayRetry && response.status >= 502 && response.status <= 504) throw new SendAgain();
    // Blade reports failures in 200-500 bodies; anything else never reached it (proxy, gateway).
    if (response.status < 200 || response.status > 500) {
      throw new HttpError(`${NETWORK_MESSAGE} (${response.status})`, response.status);
    }
    const body = await readBody(response, opts.responseType === 'blob', progress);
    if (mayRetry && response.status === 409 && stillRunning(body)) throw new SendAgain();
    return settle<T>(opts, response.status, body);
  } catch (error) {
    if (error instanceof HttpError || error instanceof SendAgain) throw error;
    if (controller.signal.aborted) throw new Error(TIMEOUT_MESSAGE, { cause: error });
    if (mayRetry) throw new SendAgain();
    throw new Error(NETWORK_MESSAGE, { cause: error });
  } finally {
    clearTimeout(timer);
  }
}
