import type {
  CreateParams,
  DataProvider,
  DeleteManyParams,
  DeleteParams,
  GetListParams,
  GetManyParams,
  GetManyReferenceParams,
  GetOneParams,
  Identifier,
  RaRecord,
  UpdateManyParams,
  UpdateParams,
} from 'react-admin';
import { declarationOf } from '../resources/declarationStore';
import { request, type RequestOptions } from './http';
import { fromPage, isRecord, toFilterParams, toPageParams, withStringId, type BladeParams } from './query';
import { saveFile } from './download';

/** react-admin calls -> Blade CRUD calls (docs/blade-protocol.md), plus the Blade extras screens need. */

export interface ActionOptions {
  params?: BladeParams;
  data?: unknown;
  method?: 'GET' | 'POST';
}

export interface UploadedFile {
  link: string;
  name: string;
}

export interface BladeDataProvider extends DataProvider {
  /** `{base}/{action}` of a resource (approve, pass, grant, ...); resolves the answer's data. */
  action<T = unknown>(resource: string, action: string, options?: ActionOptions): Promise<T>;
  /** GET `{base}/{path}` for trees and other non-page reads (lazy-tree, grant-tree, ...). */
  getTree<T = unknown>(resource: string, path: string, params?: BladeParams): Promise<T>;
  /** POST `{base}/{path}` answering a file, saved through the browser's download. */
  exportFile(resource: string, params?: BladeParams, path?: string, options?: DownloadOptions): Promise<void>;
  /**
   * The Excel export of a list: its filter and sort as the same Blade parameters `getList` sends to
   * `/page` (without paging), POST `{base}/export`, saved under the server's file name.
   */
  exportList(
    resource: string,
    list: Pick<GetListParams, 'filter' | 'sort'>,
    options?: DownloadOptions & { path?: string },
  ): Promise<void>;
  /** Multipart upload of one file to object storage. */
  upload(file: File, path?: string): Promise<UploadedFile>;
  /**
   * A Blade call that belongs to no declared resource (menus, the dashboard and statistics, the
   * profile, the workflow's work lists): the same door, so its failures are shown the same way.
   */
  call<T = unknown>(options: RequestOptions): Promise<T>;
}

export interface DownloadOptions {
  /** Bytes received so far, and the total when the server sent one. */
  onProgress?: (received: number, total?: number) => void;
}

export const UPLOAD_PATH = '/api/blade-resource/oss/endpoint/put-file';

/**
 * `meta` of a reference picker's reads: names only, from `{base}/options` (server/crud/reference-options.ts),
 * which the forms and filters referring to a resource may read without its own menu.
 */
export const PICKER_META = { picker: true } as const;
const isPicker = (meta: unknown) =>
  !!meta && typeof meta === 'object' && (meta as { picker?: unknown }).picker === true;
/** The most names `{base}/options` answers at once. */
const PICKER_MAX = 50;

export function bladeDataProvider(
  resolveBase: (resource: string) => string,
  /** The field the list's free-text box (`q`) searches; none = `q` goes to the server as is. */
  searchFieldOf: (resource: string) => string | undefined = () => undefined,
  /** The route that pages a resource's list: `page`, or `list` where the API offers no `page` (deployments). */
  pagedRouteOf: (resource: string) => 'page' | 'list' = () => 'page',
): BladeDataProvider {
  const url = (resource: string, path: string) => `${resolveBase(resource)}/${path}`;

  const detail = async <R extends RaRecord>(resource: string, id: Identifier) =>
    withStringId(await request<R>({ url: url(resource, 'detail'), params: { id } }));

  const page = async <R extends RaRecord>(resource: string, params: GetListParams) =>
    fromPage<R>(
      await request({
        url: url(resource, pagedRouteOf(resource)),
        params: toPageParams(params, searchFieldOf(resource)),
      }),
    );

  const options = async <R extends RaRecord>(resource: string, params: BladeParams) =>
    ((await request<R[]>({ url: url(resource, 'options'), params })) ?? []).map((row) => withStringId(row));

  /** A save; a form gives its submission's key in `meta.idempotencyKey`, so a repeat of it is saved once. */
  const submit = (resource: string, data: Record<string, unknown>, meta?: { idempotencyKey?: unknown }) =>
    request<unknown>({
      url: url(resource, 'submit'),
      method: 'POST',
      data,
      idempotencyKey: typeof meta?.idempotencyKey === 'string' ? meta.idempotencyKey : undefined,
    });

  const remove = (resource: string, ids: Identifier[]) =>
    request({ url: url(resource, 'remove'), method: 'POST', params: { ids } });

  const exportFile = async (resource: string, params?: BladeParams, path = 'export', options: DownloadOptions = {}) => {
    const file = await request<Blob>({
      url: url(resource, path),
      method: 'POST',
      params,
      responseType: 'blob',
      onProgress: options.onProgress,
    });
    saveFile(file, file instanceof File ? file.name : `${resource}.xlsx`);
  };

  return {
    getList: async <R extends RaRecord>(resource: string, params: GetListParams) => {
      if (!isPicker(params.meta)) return page<R>(resource, params);
      const data = await options<R>(resource, {
        ...toFilterParams(params.filter),
        size: Math.min(params.pagination?.perPage ?? PICKER_MAX, PICKER_MAX),
      });
      return { data, total: data.length };
    },

    getOne: async <R extends RaRecord>(resource: string, { id }: GetOneParams<R>) => ({
      data: await detail<R>(resource, id),
    }),

    // Blade has no "ids in" filter: one detail per id, in parallel (a picker's names come in one call).
    getMany: async <R extends RaRecord>(resource: string, { ids, meta }: GetManyParams<R>) => ({
      data: isPicker(meta)
        ? await options<R>(resource, { ids: ids.join(',') })
        : await Promise.all(ids.map((id) => detail<R>(resource, id))),
    }),

    getManyReference: <R extends RaRecord>(resource: string, { target, id, ...params }: GetManyReferenceParams) =>
      page<R>(resource, { ...params, filter: { ...params.filter, [`${target}_equal`]: id } }),

    create: async <R extends RaRecord>(resource: string, { data, meta }: CreateParams) => {
      const { id: _ignored, ...fields } = data as Record<string, unknown>;
      const saved = await submit(resource, fields, meta);
      if (isRecord(saved)) return { data: withStringId(saved as R) };
      // A server that answers only the new id (or a bare status) is read back when it can be.
      if (typeof saved === 'string' || typeof saved === 'number') return { data: await detail<R>(resource, saved) };
      return { data: { ...fields, id: '' } as unknown as R };
    },

    update: async <R extends RaRecord>(resource: string, { id, data, meta }: UpdateParams<R>) => {
      const saved = await submit(resource, { ...data, id }, meta);
      return { data: isRecord(saved) ? withStringId(saved as R) : await detail<R>(resource, id) };
    },

    updateMany: async (resource: string, { ids, data }: UpdateManyParams) => {
      await Promise.all(ids.map((id) => submit(resource, { ...data, id })));
      return { data: ids };
    },

    delete: async <R extends RaRecord>(resource: string, { id, previousData }: DeleteParams<R>) => {
      await remove(resource, [id]);
      return { data: previousData ?? ({ id } as R) };
    },

    deleteMany: async (resource: string, { ids }: DeleteManyParams) => {
      await remove(resource, ids);
      return { data: ids };
    },

    action: (resource, action, { params, data, method = 'POST' } = {}) =>
      request({ url: url(resource, action), method, params, data }),

    getTree: (resource, path, params) => request({ url: url(resource, path), params }),

    exportFile,

    exportList: (resource, { filter, sort }, { path, ...options } = {}) =>
      exportFile(resource, toPageParams({ filter, sort } as GetListParams, searchFieldOf(resource)), path, options),

    call: (options) => request(options),

    upload: async (file, path = UPLOAD_PATH) => {
      const form = new FormData();
      form.append('file', file);
      const saved = await request<{ link?: string; name?: string; originalName?: string } | null>({
        url: path,
        method: 'POST',
        form,
      });
      if (!saved?.link) throw new Error('上传失败');
      return { link: saved.link, name: saved.originalName || saved.name || file.name };
    },
  };
}

// Resource calls happen only in a session, whose start loads the declarations (authProvider/oauth.ts).
const defOf = (resource: string) => {
  const def = declarationOf(resource);
  if (!def) throw new Error(`Unknown resource: ${resource}`);
  return def;
};

export const dataProvider = bladeDataProvider(
  (resource) => defOf(resource).base,
  (resource) => defOf(resource).fields.find((field) => field.search)?.name,
  (resource) => {
    const operations = defOf(resource).operations;
    return !operations || operations.includes('page') ? 'page' : 'list';
  },
);
