import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { shouldRefresh, startTokenRefresh } from '../../authProvider/refresh';
import { getRefreshToken, getToken, getUserInfo, setSession, setStore } from '../../authProvider/session';
import { expectRequest, json, stubFetch } from './support/fetch';

describe('shouldRefresh (docs/spec.md §4)', () => {
  it('refreshes once the token is tokenTime seconds old', () => {
    expect(shouldRefresh(0, 2_999_999, 3000, false)).toBe(false);
    expect(shouldRefresh(0, 3_000_000, 3000, false)).toBe(true);
    expect(shouldRefresh(1_000, 5_000_000, 3000, false)).toBe(true);
  });

  it('never while a refresh runs, nor without a token datetime', () => {
    expect(shouldRefresh(0, 9_999_999, 3000, true)).toBe(false);
    expect(shouldRefresh(undefined, 9_999_999, 3000, false)).toBe(false);
    expect(shouldRefresh(NaN, 9_999_999, 3000, false)).toBe(false);
  });
});

describe('startTokenRefresh', () => {
  let stop = () => {};

  beforeEach(() => {
    localStorage.clear();
    vi.useFakeTimers({ now: new Date('2024-05-01T08:00:00Z') });
  });

  afterEach(() => {
    stop();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('polls every 10 s, refreshes an old token once at a time, and keeps the user info', async () => {
    setSession({ access_token: 'old', refresh_token: 'r-old', tenant_id: '000001', user_id: '1', nick_name: '张三' });
    let answer: (response: Response) => void = () => {};
    const { calls } = stubFetch(() => new Promise<Response>((resolve) => (answer = resolve)));
    let ageMs = 0;
    stop = startTokenRefresh(() => Date.now() + ageMs);

    await vi.advanceTimersByTimeAsync(10_000);
    expect(calls).toHaveLength(0); // young token

    ageMs = 3000 * 1000;
    await vi.advanceTimersByTimeAsync(10_000);
    expect(calls).toHaveLength(1);
    expectRequest(calls[0], 'POST', '/api/blade-auth/oauth/token', {
      tenantId: '000001',
      refresh_token: 'r-old',
      grant_type: 'refresh_token',
      scope: 'all',
    });
    expect(calls[0].headers['Tenant-Id']).toBe('000001');

    await vi.advanceTimersByTimeAsync(20_000);
    expect(calls).toHaveLength(1); // the running refresh is not doubled

    ageMs = 0;
    answer(json({ access_token: 'new', refresh_token: 'r-new', tenant_id: '000001', user_id: '1' }));
    await vi.advanceTimersByTimeAsync(0);
    expect(getToken()).toBe('new');
    expect(getRefreshToken()).toBe('r-new');
    expect(getUserInfo()?.nick_name).toBe('张三');

    await vi.advanceTimersByTimeAsync(30_000);
    expect(calls).toHaveLength(1); // the new token is young
  });

  it('tries again on a later tick after a failed refresh', async () => {
    setSession({ access_token: 'old', refresh_token: 'r', tenant_id: '000000', user_id: '1' });
    const { calls } = stubFetch(
      json({ code: 400, msg: 'boom' }, 500),
      json({ access_token: 'new', refresh_token: 'r2' }),
    );
    stop = startTokenRefresh(() => Date.now() + 3_000_000);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(calls).toHaveLength(1);
    expect(getToken()).toBe('old');
    await vi.advanceTimersByTimeAsync(10_000);
    expect(calls).toHaveLength(2);
    expect(getToken()).toBe('new');
  });

  it('does nothing without a token', async () => {
    setStore({ name: 'token', content: '' });
    const { calls } = stubFetch(json({}));
    stop = startTokenRefresh(() => Date.now() + 9_000_000);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(calls).toHaveLength(0);
  });
});
