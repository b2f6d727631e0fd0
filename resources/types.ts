/**
 * The one declaration a resource is written as. Pure data: the server builds its table, routes,
 * validation and permissions from it, the web app builds its list, forms and filters from it.
 * Nothing here may import React or server code.
 */

/** Blade filter suffixes (blade-protocol.md "Query conventions"); '' is the bare name = LIKE. */
export type FilterOp =
  | '' | 'equal' | 'notequal' | 'like' | 'likeleft' | 'likeright' | 'notlike'
  | 'ge' | 'le' | 'gt' | 'lt'
  | 'datege' | 'dategt' | 'dateequal' | 'datele' | 'datelt'
  | 'null' | 'notnull' | 'ignore';

export type FieldType =
  | 'string'    // varchar
  | 'text'      // long text, textarea in forms
  | 'int'       // integer
  | 'number'    // numeric
  | 'id'        // reference to another row: bigint in the database, string on the wire
  | 'ids'       // comma-joined references (roleId, deptId of a user)
  | 'date'      // yyyy-MM-dd
  | 'datetime'  // yyyy-MM-dd HH:mm:ss
  | 'image'     // one uploaded image URL
  | 'images'    // comma-joined uploaded image URLs
  | 'json';     // free structure (cfg slots)

export interface FieldDef {
  /** camelCase wire name; the column is its snake_case form. */
  name: string;
  label: string;
  type: FieldType;
  /** The Chinese message shown when the field is missing; absent = optional. */
  required?: string;
  maxLength?: number;
  /**
   * The value must match this regular expression (source text, whole value); `message` is the answer
   * otherwise. Server and web app check it alike.
   */
  pattern?: { source: string; message: string };
  /**
   * A link: only http(s) URLs, or paths on this server (our uploads are `/api/...`). Refuses
   * `javascript:`, `data:` and the like, which a browser would run or render where the link is shown.
   */
  url?: boolean;
  /** Values come from a dictionary (`dict` system, `dict-biz` business) with this code. */
  dict?: { code: string; biz?: boolean };
  /** Static choices when no dictionary exists for them. */
  choices?: { id: string; name: string }[];
  default?: string | number;
  /** Filter operators accepted on this field; true = the usual ones for its type. */
  filter?: boolean | FilterOp[];
  /** Field takes part in the list's free-text search box. */
  search?: boolean;
  sortable?: boolean;
  /** Hidden from list columns (still in forms and show). */
  hideInList?: boolean;
  /** Not editable in forms (shown read only); clients cannot set it either. */
  readOnly?: boolean;
  /** Kept on the server only: never serialized, never accepted from a client (password hashes). */
  serverOnly?: boolean;
  /** Unique among the live rows of a tenant; the message is shown on a clash. */
  unique?: string;
  index?: boolean;
  /** Reference target for `id` fields (resource name), for selects. */
  reference?: string;
}

export interface ResourceDef {
  /** react-admin resource name, also the permission prefix (`param_add`, `param_edit`, ...). */
  name: string;
  label: string;
  /** Database table. */
  table: string;
  /** API base path, e.g. /api/blade-system/param. */
  base: string;
  /** Rows belong to a tenant; every query is limited to the caller's tenant. */
  tenantScoped: boolean;
  /** Rows are subject to the role's data scope (own / dept / dept and below / custom). */
  dataScoped?: boolean;
  /** Readable only by the platform tenant (000000). */
  platformOnly?: boolean;
  fields: FieldDef[];
  /** Default order of lists. */
  defaultSort?: { field: string; order: 'ASC' | 'DESC' };
  /** Route set the generic engine serves; default all five. */
  operations?: Array<'list' | 'page' | 'detail' | 'submit' | 'remove' | 'export'>;
  /**
   * What `{base}/list` answers: `page` = a page like `/page` (`{records, total, ...}`, honouring current
   * and size), as Blade's controllers do for flat resources; default = the rows (trees), capped.
   */
  listShape?: 'page';
  /** Menu code whose grant allows reading; default `name`. Buttons are `${name}_add|edit|delete|view`. */
  menuCode?: string;
  /** Rows with isSealed = 1 refuse removal (dictionaries). */
  sealable?: boolean;
}

export const defineResource = <T extends ResourceDef>(def: T): T => def;

/** The audit columns every table carries (blade-protocol.md "Base entity"); clients never set them. */
export const BASE_FIELDS = ['id', 'tenantId', 'createUser', 'createDept', 'createTime', 'updateUser', 'updateTime', 'status', 'isDeleted'] as const;

/** Role aliases travel comma-joined in Blade tokens: an identifier, never a list or a space. */
export const ROLE_ALIAS_PATTERN = { source: '^[A-Za-z][A-Za-z0-9_-]{0,63}$', message: '角色别名须以字母开头,只能包含字母、数字、下划线或连字符,最多64个字符' };

/**
 * What a link field accepts: an absolute http(s) URL, or a path on this server (our upload links are
 * `/api/...`; Blade data migrated with other root-relative upload paths stays editable). A path never
 * starts with `//`, which a browser would read as another host.
 */
const HTTP_URL = /^https?:\/\/[^\s/?#]+[^\s]*$/i;
const OWN_UPLOAD = /^\/(?!\/)[^\s]*$/;
export const URL_MESSAGE = '链接格式不正确,须以http://或https://开头';

/** One link of a `url` or image field. */
export function isSafeUrl(value: string): boolean {
  const v = value.trim();
  // Browsers drop tabs and newlines inside a URL (`java\nscript:`) and read `\` as `/`: none may pass.
  if (v.includes('\\') || [...v].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f)) return false;
  return HTTP_URL.test(v) || OWN_UPLOAD.test(v);
}

export const snake = (name: string): string => name.replace(/[A-Z]/g, (c) => '_' + c.toLowerCase());
