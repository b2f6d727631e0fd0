import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bladeDataProvider, dataProvider, UPLOAD_PATH } from '../../dataProvider';
import { loadDeclarations } from '../../resources/declarationStore';
import { onError, onUnauthorized } from '../../dataProvider/http';
import { expectRequest, json, ok, stubFetch } from './support/fetch';

const BASE = '/api/blade-system/param';
const provider = bladeDataProvider(
  () => BASE,
  () => 'paramName',
);

const page = (records: unknown[], total = records.length) =>
  ok({ records, total: String(total), size: 10, current: 1 });

describe('bladeDataProvider: react-admin calls -> Blade calls', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('getList -> GET page with current, size, descs and flat filters; ids become strings', async () => {
    const { calls } = stubFetch(page([{ id: 1, paramName: 'a' }], 31));
    const result = await provider.getList('param', {
      pagination: { page: 2, perPage: 30 },
      sort: { field: 'create_time', order: 'DESC' },
      filter: { paramKey_equal: 'k', createTime_datege: '2024-01-01 00:00:00', remark: '', status: null },
    });
    expectRequest(calls[0], 'GET', `${BASE}/page`, {
      current: '2',
      size: '30',
      descs: 'createTime',
      paramKey_equal: 'k',
      createTime_datege: '2024-01-01 00:00:00',
    });
    expect(result).toEqual({ data: [{ id: '1', paramName: 'a' }], total: 31 });
  });

  it('getList sorts ascending with ascs', async () => {
    const { calls } = stubFetch(page([]));
    await provider.getList('param', {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'paramKey', order: 'ASC' },
      filter: {},
    });
    expect(calls[0].query).toEqual({ current: '1', size: '10', ascs: 'paramKey' });
  });

  it('getList sends q as the first search field, or as q when the resource has none', async () => {
    const { calls } = stubFetch(page([]));
    await provider.getList('param', {
      pagination: { page: 1, perPage: 10 },
      sort: { field: '', order: 'ASC' },
      filter: { q: 'abc' },
    });
    expect(calls[0].query).toEqual({ current: '1', size: '10', paramName: 'abc' });
    await bladeDataProvider(() => '/api/x').getList('x', {
      pagination: { page: 1, perPage: 10 },
      filter: { q: 'abc' },
    });
    expect(calls[1].query).toEqual({ current: '1', size: '10', q: 'abc' });
  });

  it('the default provider resolves base and search field from the declarations (loaded with the session)', async () => {
    await expect(
      dataProvider.getList('param', {
        pagination: { page: 1, perPage: 10 },
        sort: { field: 'id', order: 'ASC' },
        filter: {},
      }),
    ).rejects.toThrow('Unknown resource: param');
    await loadDeclarations();
    const { calls } = stubFetch(page([]));
    await dataProvider.getList('param', { pagination: { page: 1, perPage: 10 }, filter: { q: '键' } });
    expect(calls[0].path).toBe('/api/blade-system/param/page');
    expect(calls[0].query.paramName).toBe('键');
    await expect(dataProvider.getList('nope', { pagination: { page: 1, perPage: 10 }, filter: {} })).rejects.toThrow(
      /nope/,
    );
  });

  it('getOne -> GET detail?id=', async () => {
    const { calls } = stubFetch(ok({ id: '7', paramName: 'p' }));
    await expect(provider.getOne('param', { id: '7' })).resolves.toEqual({ data: { id: '7', paramName: 'p' } });
    expect(calls[0].url).toBe(`${BASE}/detail?id=7`);
  });

  it('getMany -> one detail per id, in parallel', async () => {
    const { calls } = stubFetch(({ query }) => ok({ id: query.id }));
    const result = await provider.getMany('param', { ids: ['1', '2'] });
    expect(calls.map((c) => c.url)).toEqual([`${BASE}/detail?id=1`, `${BASE}/detail?id=2`]);
    expect(result.data).toEqual([{ id: '1' }, { id: '2' }]);
  });

  it('getManyReference -> page with target_equal', async () => {
    const { calls } = stubFetch(page([{ id: '3' }]));
    const result = await provider.getManyReference('dict', {
      target: 'parentId',
      id: '99',
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'sort', order: 'ASC' },
      filter: { code: 'x' },
    });
    expect(calls[0].path).toBe(`${BASE}/page`);
    expect(calls[0].query).toEqual({ current: '1', size: '10', ascs: 'sort', code: 'x', parentId_equal: '99' });
    expect(result).toEqual({ data: [{ id: '3' }], total: 1 });
  });

  it('create -> POST submit without id, resolving the saved row', async () => {
    const { calls } = stubFetch(ok({ id: 123, paramName: 'n' }));
    const result = await provider.create('param', { data: { id: undefined, paramName: 'n' } });
    expect(calls[0].method).toBe('POST');
    expect(calls[0].path).toBe(`${BASE}/submit`);
    expect(calls[0].body).toEqual({ paramName: 'n' });
    expect(result.data).toEqual({ id: '123', paramName: 'n' });
  });

  it("a form's submission key travels as the Idempotency-Key of its save, create and update alike", async () => {
    const { calls } = stubFetch(ok({ id: '9', paramName: 'n' }));
    await provider.create('param', { data: { paramName: 'n' }, meta: { idempotencyKey: 'form-1' } });
    await provider.update('param', {
      id: '9',
      data: { paramName: 'm' },
      previousData: { id: '9' },
      meta: { idempotencyKey: 'form-2' },
    });
    expect(calls.map((c) => c.headers['Idempotency-Key'])).toEqual(['"form-1"', '"form-2"']);
  });

  it('create reads the row back when the server answers only its id', async () => {
    const { calls } = stubFetch(ok('55'), ok({ id: '55', paramName: 'n' }));
    const result = await provider.create('param', { data: { paramName: 'n' } });
    expect(calls[1].url).toBe(`${BASE}/detail?id=55`);
    expect(result.data).toEqual({ id: '55', paramName: 'n' });
  });

  it('update -> POST submit with id; falls back to detail when data is not a row', async () => {
    const { calls } = stubFetch(ok(true), ok({ id: '5', paramName: 'new' }));
    const result = await provider.update('param', {
      id: '5',
      data: { id: '5', paramName: 'new' },
      previousData: { id: '5' },
    });
    expect(calls[0].path).toBe(`${BASE}/submit`);
    expect(calls[0].method).toBe('POST');
    expect(calls[0].body).toEqual({ id: '5', paramName: 'new' });
    expect(calls[1].url).toBe(`${BASE}/detail?id=5`);
    expect(result.data).toEqual({ id: '5', paramName: 'new' });
  });

  it('updateMany -> one submit per id', async () => {
    const { calls } = stubFetch(ok(true));
    const result = await provider.updateMany('param', { ids: ['1', '2'], data: { status: 1 } });
    expect(calls.map((c) => c.body)).toEqual([
      { status: 1, id: '1' },
      { status: 1, id: '2' },
    ]);
    expect(result).toEqual({ data: ['1', '2'] });
  });

  it('delete -> POST remove?ids=<id>', async () => {
    const { calls } = stubFetch(ok(true));
    const result = await provider.delete('param', { id: '9', previousData: { id: '9', paramName: 'x' } });
    expect(calls[0].method).toBe('POST');
    expect(calls[0].url).toBe(`${BASE}/remove?ids=9`);
    expect(result.data).toEqual({ id: '9', paramName: 'x' });
  });

  it('deleteMany -> one POST remove?ids=a,b,c', async () => {
    const { calls } = stubFetch(ok(true));
    const result = await provider.deleteMany('param', { ids: ['a', 'b', 'c'] });
    expect(calls).toHaveLength(1);
    expect(calls[0].url).toBe(`${BASE}/remove?ids=a,b,c`);
    expect(result).toEqual({ data: ['a', 'b', 'c'] });
  });

  it('action -> POST (or GET) {base}/{action} resolving data', async () => {
    const { calls } = stubFetch(ok({ done: true }));
    await expect(provider.action('param', 'approved', { params: { id: '1' } })).resolves.toEqual({ done: true });
    expect(calls[0].method).toBe('POST');
    expect(calls[0].url).toBe(`${BASE}/approved?id=1`);
    await provider.action('param', 'reject', { data: { id: '1', cause: 'no' } });
    expect(calls[1].body).toEqual({ id: '1', cause: 'no' });
    await provider.action('param', 'get-handle-info', { method: 'GET', params: { id: '2' } });
    expect(calls[2].method).toBe('GET');
    expect(calls[2].url).toBe(`${BASE}/get-handle-info?id=2`);
  });

  it('getTree -> GET {base}/{path}', async () => {
    const { calls } = stubFetch(ok([{ id: '1', children: [] }]));
    await expect(provider.getTree('param', 'lazy-tree', { parentCode: '00' })).resolves.toEqual([
      { id: '1', children: [] },
    ]);
    expect(calls[0].method).toBe('GET');
    expect(calls[0].url).toBe(`${BASE}/lazy-tree?parentCode=00`);
  });

  it('exportFile -> POST blob, downloaded through an object URL', async () => {
    // jsdom has no object URLs; the test lends them for its duration.
    const createObjectURL = vi.fn(() => 'blob:1');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const clicks: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push(this.download);
    });
    const { calls } = stubFetch(
      new Response('bytes', {
        headers: {
          'Content-Type': 'application/vnd.ms-excel',
          'Content-Disposition': 'attachment;filename=params.xlsx',
        },
      }),
    );
    await provider.exportFile('param', { paramName: 'a' });
    expect(calls[0].method).toBe('POST');
    expect(calls[0].url).toBe(`${BASE}/export?paramName=a`);
    expect(createObjectURL).toHaveBeenCalledTimes(1);
    expect(clicks).toEqual(['params.xlsx']);
    await provider.exportFile('param', {}, 'exportExcel');
    expect(calls[1].path).toBe(`${BASE}/exportExcel`);
    click.mockRestore();
    Reflect.deleteProperty(URL, 'createObjectURL');
    Reflect.deleteProperty(URL, 'revokeObjectURL');
  });

  it('upload -> multipart file to put-file, answering link and name', async () => {
    const { calls } = stubFetch(ok({ link: 'http://oss/a.png', name: 'upload/a.png', originalName: 'a.png' }));
    const file = new File(['x'], 'a.png', { type: 'image/png' });
    await expect(provider.upload(file)).resolves.toEqual({ link: 'http://oss/a.png', name: 'a.png' });
    expect(calls[0].method).toBe('POST');
    expect(calls[0].path).toBe(UPLOAD_PATH);
    expect((calls[0].body as FormData).get('file')).toBeInstanceOf(File);
  });

  describe('failures', () => {
    const notified = vi.fn();
    const unauthorized = vi.fn();
    let off: Array<() => void> = [];
    beforeEach(() => {
      off = [onError(notified), onUnauthorized(unauthorized)];
    });
    afterEach(() => {
      off.forEach((fn) => fn());
      notified.mockReset();
      unauthorized.mockReset();
    });

    it('a failed CRUD call is toasted by the HTTP layer and rejects with an HttpError of the server message', async () => {
      stubFetch(json({ code: 400, success: false, msg: '参数键名已存在' }));
      await expect(provider.create('param', { data: { paramKey: 'k' } })).rejects.toMatchObject({
        message: '参数键名已存在',
        status: 400,
      });
      expect(notified).toHaveBeenCalledExactlyOnceWith('参数键名已存在', {
        code: 400,
        success: false,
        msg: '参数键名已存在',
      });
    });

    it('a 401 on a CRUD call still ends the session', async () => {
      stubFetch(json({ code: 401, msg: '请求未授权' }, 401));
      await expect(
        provider.getList('param', { pagination: { page: 1, perPage: 10 }, filter: {} }),
      ).rejects.toMatchObject({ status: 401 });
      expect(unauthorized).toHaveBeenCalledTimes(1);
    });

    it('custom calls are toasted by the HTTP layer', async () => {
      stubFetch(json({ code: 400, msg: '状态不允许' }));
      await expect(provider.action('param', 'pass', { params: { id: '1' } })).rejects.toThrow('状态不允许');
      expect(notified).toHaveBeenCalledWith('状态不允许', { code: 400, msg: '状态不允许' });
    });
  });
});

describe("the app's dataProvider: paged route from the declaration", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("getList pages through the declaration's list where its API offers no page (部署管理, 流程跟踪)", async () => {
    await loadDeclarations();
    const { calls } = stubFetch(page([{ id: 7, name: '请假流程' }], 1));
    const result = await dataProvider.getList('flowDefinition', {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'createTime', order: 'DESC' },
      filter: {},
    });
    expectRequest(calls[0], 'GET', '/api/blade-flow/manager/list', { current: '1', size: '10', descs: 'createTime' });
    expect(result).toEqual({ data: [{ id: '7', name: '请假流程' }], total: 1 });
    await dataProvider.getList('flowInstance', { pagination: { page: 1, perPage: 10 }, filter: {} });
    expect(calls[1].path).toBe('/api/blade-flow/follow/list');
    await dataProvider.getList('param', { pagination: { page: 1, perPage: 10 }, filter: {} });
    expect(calls[2].path).toBe('/api/blade-system/param/page');
  });
});
