import { expect, vi } from 'vitest';

/** One recorded call of the stubbed fetch, with its URL split for assertions. */
export interface FetchCall {
  url: string;
  path: string;
  query: Record<string, string>;
  method: string;
  headers: Record<string, string>;
  body: unknown;
  init: RequestInit;
}

type Reply = Response | Error | ((call: FetchCall) => Response | Promise<Response>);

export const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

export const ok = (data: unknown) => json({ code: 200, success: true, data, msg: '操作成功' });

/**
 * Replaces the global fetch. Replies are used in order; the last one repeats. Every call is
 * recorded with its parsed query, headers and JSON body.
 */
export function stubFetch(...replies: Reply[]) {
  const calls: FetchCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    const parsed = new URL(url, 'http://localhost');
    const headers = Object.fromEntries(Object.entries((init.headers ?? {}) as Record<string, string>));
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : init.body;
    const call: FetchCall = {
      url,
      path: parsed.pathname,
      query: Object.fromEntries(parsed.searchParams),
      method: init.method ?? 'GET',
      headers,
      body,
      init,
    };
    calls.push(call);
    const reply = replies[Math.min(calls.length - 1, replies.length - 1)];
    if (reply instanceof Error) throw reply;
    return typeof reply === 'function' ? reply(call) : reply.clone();
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}

/** Asserts a recorded call's method, path and whole query (every parameter, none more). */
export function expectRequest(call: FetchCall, method: string, path: string, query: Record<string, string>) {
  expect({ method: call.method, path: call.path, query: call.query }).toEqual({ method, path, query });
}
