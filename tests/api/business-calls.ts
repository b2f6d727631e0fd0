import { expect } from 'vitest';
import { creditCheckChar } from '../../resources/formats';
import { addDays } from '../../resources/report-periods';
import { todayIn } from '../../server/crud/no-past';
import { call, type CallOptions, type TestServer } from './harness';

/**
 * What the business API tests share: calls that must succeed (answering their data), and credit codes
 * registered in 西湖区 (330106) with a valid check character, different on every call.
 */
export function okCalls(server: () => TestServer) {
  const succeeded = (body: { data?: unknown }) => {
    expect(body, JSON.stringify(body)).toMatchObject({ code: 200, success: true });
    return body.data as any;
  };
  const ok = async (path: string, token: string, body: Record<string, unknown>, query?: Record<string, string>) =>
    succeeded((await call(server(), path, { token, body, query })).body);
  return {
    /** POST with a body (and a query), expecting success. */
    ok,
    /** A subject of market type 1 registered in 西湖区 (`over` changes any field); its id. */
    addSubject: async (token: string, name: string, over: Record<string, unknown> = {}): Promise<string> =>
      (await ok('/api/subject/subject/submit', token, subjectFields(name, over))).id as string,
    /** A 30-point deduction for 违规经营 on `changeDate`, which takes a 100-point subject to 一般 (70). */
    deductThirty: (token: string, subjectId: string, changeDate: string) =>
      ok('/api/subject/subjectcredit/submit', token, {
        subjectId,
        changeDate,
        changeScore: -30,
        changeType: 1,
        cause: '违规经营',
      }),
    /** An inspection of `subjectId` by `enforcerId`: normal, or abnormal with a deadline a week ahead; its id. */
    inspect: async (token: string, subjectId: string, enforcerId: string, abnormal = false): Promise<string> =>
      (
        await ok('/api/enforcer/inspect/submit', token, {
          subjectId,
          content: '证照齐全',
          enforcerId,
          result: abnormal ? 2 : 1,
          ...(abnormal ? { timeLimit: addDays(todayIn(), 7) } : {}),
        })
      ).id as string,
    /** GET with a query, expecting success. */
    get: async (path: string, token: string, query: Record<string, string | number | undefined> = {}) =>
      succeeded((await call(server(), path, { token, query })).body),
  };
}

/** 督办完成 of the finding `id` under the findings path `findings`, as `token` with the body given; the raw answer. */
export const superviseComplete = (
  s: TestServer,
  findings: string,
  token: string,
  id: string,
  body?: { superviseOpinion: string },
) => call(s, `${findings}/supervise-complete`, { token, method: 'POST', query: { id }, body });

/**
 * 处理 of the finding `id` under the findings path `findings`, as `token`: refused without a result,
 * done with `handled`, and refused as already done when asked again (a finding is handled once).
 */
export async function handleOnce(
  s: TestServer,
  findings: string,
  token: string,
  id: string,
  handled: { handleResult: string; handleImages?: string },
) {
  const handle = (body: Record<string, unknown>) => call(s, `${findings}/handle`, { token, body: { id, ...body } });
  expect((await handle({})).body).toMatchObject({ code: 400, msg: '请输入处理结果' });
  const done = (await handle(handled)).body;
  expect(done, JSON.stringify(done)).toMatchObject({ code: 200, success: true });
  expect((await handle({ handleResult: '再次处理' })).body).toMatchObject({
    success: false,
    msg: '该数据已处理,请勿重复操作',
  });
}

/** Expects each call (its path and options, made as `token`) to answer 404: the record is not the caller's. */
export async function expectNotFound(s: TestServer, token: string, calls: Array<[string, CallOptions]>) {
  for (const [path, options] of calls)
    expect((await call(s, path, { token, ...options })).body, path).toMatchObject({ success: false, code: 404 });
}

/** Expects `${base}/detail` of the record `id` to answer `token` no data: the record is not the caller's. */
export async function expectNoDetail(s: TestServer, token: string, base: string, id: string) {
  expect((await call(s, `${base}/detail`, { token, query: { id } })).body.data ?? null, base).toBeNull();
}

/** A valid subject form: market type 1, an address in 西湖区, a fresh credit code (`over` changes any field). */
export const subjectFields = (subjectName: string, over: Record<string, unknown> = {}) => ({
  subjectName,
  creditCode: creditCode(),
  marketType: 1,
  legalPerson: '张三',
  contactPhone: '13800138000',
  address: '西湖区文三路1号',
  ...over,
});

let serial = 0;
/** A credit code registered in the `area` division (西湖区 by default), with a valid check character. */
export function creditCode(area = '330106'): string {
  serial += 1;
  const first17 = `91${area}${String(Date.now() % 1e5).padStart(5, '0')}${String(serial).padStart(4, '0')}`;
  return first17 + creditCheckChar(first17);
}

let residents = 0;
/** A resident identity number registered in 西湖区 (330106), with a valid GB 11643 check character, different on every call. */
export function idCard(): string {
  residents += 1;
  const born = `1990${String((residents % 12) + 1).padStart(2, '0')}${String((residents % 28) + 1).padStart(2, '0')}`;
  const first17 = `330106${born}${String(residents % 1000).padStart(3, '0')}`;
  const w = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  return first17 + '10X98765432'[w.reduce((sum, wi, i) => sum + wi * Number(first17[i]), 0) % 11];
}
