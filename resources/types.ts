/**
 * The one declaration a resource is written as. Pure data: the server builds its table, routes,
 * validation and permissions from it, the web app builds its list, forms and filters from it.
 * Nothing here may import React or server code.
 */

/** Blade filter suffixes (docs/blade-protocol.md "Query conventions"); '' is the bare name = LIKE. */
export type FilterOp =
  | ''
  | 'equal'
  | 'notequal'
  | 'like'
  | 'likeleft'
  | 'likeright'
  | 'notlike'
  | 'ge'
  | 'le'
  | 'gt'
  | 'lt'
  | 'datege'
  | 'dategt'
  | 'dateequal'
  | 'datele'
  | 'datelt'
  | 'null'
  | 'notnull'
  | 'ignore';

export type FieldType =
  | 'string' // varchar
  | 'text' // long text, textarea in forms
  | 'int' // integer
  | 'number' // numeric
  | 'id' // reference to another row: bigint in the database, string on the wire
  | 'ids' // comma-joined references (roleId, deptId of a user)
  | 'date' // yyyy-MM-dd
  | 'datetime' // yyyy-MM-dd HH:mm:ss
  | 'image' // one uploaded image URL
  | 'images' // comma-joined uploaded image URLs
  | 'video' // one uploaded video URL (mp4)
  | 'videos' // comma-joined uploaded video URLs
  | 'file' // one uploaded document URL
  | 'files' // comma-joined uploaded document URLs
  | 'json'; // free structure (cfg slots)

/** Field types holding links to uploads (`/api/blade-resource/oss/endpoint/put-file`). */
export const UPLOAD_TYPES: ReadonlySet<FieldType> = new Set(['image', 'images', 'video', 'videos', 'file', 'files']);
/** Upload field types holding several comma-joined links. */
export const MULTI_UPLOAD_TYPES: ReadonlySet<FieldType> = new Set(['images', 'videos', 'files']);

/**
 * Value formats with a rule a pattern cannot say (a check digit) and fixed messages, checked alike by
 * the server and the web app (`resources/formats.ts`).
 */
export type FieldFormat = 'creditCode' | 'phone' | 'idCard';

export interface FieldDef {
  /** camelCase wire name; the column is its snake_case form. */
  name: string;
  label: string;
  /** English label (the language switch); business declarations carry it beside the Chinese one. */
  en?: string;
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
  /** Static choices when no dictionary exists for them; `en` is a choice's English name. */
  choices?: readonly { id: string; name: string; en?: string }[];
  default?: string | number;
  /** Filter operators accepted on this field; true = the usual ones for its type. */
  filter?: boolean | readonly FilterOp[];
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
  /**
   * Reference target for `id`/`ids` fields (resource name). Lists and details carry the target's label
   * (its declaration's `labelField`) as `labelAs`, resolved in one query per page.
   */
  reference?: string;
  /** Wire name of the resolved reference label; default the name without `Id` plus `Name` (deptId → deptName). */
  labelAs?: string;
  /**
   * The value is a code naming a row of this declaration by its `codeField` rather than its id (a region
   * code, 330106): lists, details and the Excel export carry that row's `labelField` (西湖区) as
   * `labelAs`, resolved like a reference, and the screens show the name.
   */
  codeOf?: string;
  /** A value rule with fixed messages (credit code check digit, mobile phone). */
  format?: FieldFormat;
  /** Dates: days before today are refused (a rectification deadline) and disabled in the picker. */
  noPast?: string;
  /** Uploads: the largest accepted file in bytes (default per kind, see server/files/kinds.ts). */
  maxBytes?: number;
  /**
   * Personal data (an identity number): `list`, `page` and the Excel export answer it masked
   * (`330106********1234`, `maskIdCard` of resources/formats.ts); `detail`, the record's own page,
   * answers it whole only to a caller holding the button code `wholeFor` (declare it in
   * `extraButtons`), masked to everyone else (server/crud/masking.ts). Never a list condition: a LIKE
   * would reveal the hidden digits one query at a time.
   */
  masked?: { wholeFor: string };
}

/**
 * A list filter on a field of the row a reference names (inspections by their subject's market type),
 * so a list can select what a statistic counts through that row. `{name}_{op}` on the wire, with the
 * label, type, choices and operators of the referenced field (declared once, there); no column of its
 * own: the server reads it as `<reference> in (select id from <target> where <field> <op> value)`
 * (resources/via-filters.ts, server/crud/list-params.ts).
 */
export interface ViaFilter {
  /** Wire name (`subjectMarketType`): no field of the resource may have it. */
  name: string;
  /** This resource's `id` reference field (`subjectId`). */
  via: string;
  /** The field of the referenced declaration (`marketType`); it must be filterable there. */
  field: string;
}

/** One state of a life cycle: its stored code, its label and the chip colour it shows in. */
export interface StateDef {
  code: number;
  label: string;
  en?: string;
  color: 'default' | 'primary' | 'secondary' | 'success' | 'warning' | 'error' | 'info';
}

/**
 * A parameter an action asks for (a cause, a deadline, evidence). Validated like a field; with `column`
 * it is also written to the row (the row's `pauseReason`), and it is always kept in the history row.
 */
export interface ActionParam extends Omit<FieldDef, 'reference' | 'unique' | 'index' | 'serverOnly' | 'readOnly'> {
  /** Store the value in this field of the row (a declared field name). */
  column?: string;
}

/**
 * A declared state change, served as `POST {base}/{name}` (id, or ids when bulk). The change happens
 * only while the row is in one of `from` (a conditional update: of two concurrent attempts one wins);
 * it moves the status to `to`, writes `params` and `sets`, and a history row, in one transaction with
 * the domain hooks of the action.
 */
export interface ActionDef {
  /** Route segment and button code suffix: `POST {base}/pause`, button `subject_pause`. */
  name: string;
  label: string;
  en?: string;
  from: readonly number[];
  to: number;
  /** Button code that allows it; default `<resource>_<name>`. */
  perm?: string;
  /** Takes `ids` (comma-joined) and changes them all or none; default one `id`. */
  bulk?: boolean;
  params?: readonly ActionParam[];
  /** Row fields the server fills: the acting user, their dept, or the time of the action. */
  sets?: Record<string, 'user' | 'dept' | 'now'>;
  /** Asked before the action runs (no parameters) or shown atop its dialog. */
  confirm?: string;
  confirmEn?: string;
  /** MUI icon name of its button. */
  icon?: string;
  /**
   * The field of the record naming the user this action reviews (`handleUser`, `createUser`): that user
   * may not take it, so a review is never done by the person reviewed. The server refuses them, the
   * screens do not offer it to them.
   */
  notBy?: string;
}

/** A status field with its states and the actions that move it. Submit never sets the field. */
export interface LifeCycle {
  field: string;
  states: readonly StateDef[];
  actions: readonly ActionDef[];
  /**
   * The states a record may still be removed in, and why. By default only its first state (the field's
   * default, else the first declared state): a record that has moved on is kept, and changed only through
   * its declared actions, so what happened to it stays on record. A life cycle that is a switch rather
   * than a record's progress (营业中 ⇄ 已暂停) declares its states here with the reason.
   */
  removableIn?: { states: readonly number[]; because: string };
  /**
   * The states in which the generic submit may still edit a record (a transfer only while it awaits
   * receipt); the screens offer 编辑 only in them. Absent: every state, as far as the resource's own
   * rules allow.
   */
  editableIn?: readonly number[];
}

/** Where a business resource sits in the menu (seeded by server/db/seed-migrations.ts). */
export interface MenuPlacement {
  /** Menu group code (resources/menu-groups.ts), e.g. `subject_group`. */
  group: string;
  /** Route path, e.g. `/subject/subject`. */
  path: string;
  /** MUI icon name. */
  icon: string;
  sort?: number;
  /** Seeded roles (aliases) that get the menu with view and export; `admin` always gets everything. */
  roles?: readonly string[];
  /**
   * Seeded roles that also get add, edit and the actions; not delete (the tenant's admin): they remove only
   * what they created, while it is in its first state.
   */
  writers?: readonly string[];
}

export interface ResourceDef {
  /** react-admin resource name, also the permission prefix (`param_add`, `param_edit`, ...). */
  name: string;
  label: string;
  /** English name, singular and plural as react-admin wants them: `Subject |||| Subjects`. */
  en?: string;
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
  fields: readonly FieldDef[];
  /** Default order of lists. */
  defaultSort?: { field: string; order: 'ASC' | 'DESC' };
  /** Route set the generic engine serves; default all five. */
  operations?: ReadonlyArray<'list' | 'page' | 'detail' | 'submit' | 'remove' | 'export'>;
  /**
   * What `{base}/list` answers: `page` = a page like `/page` (`{records, total, ...}`, honouring current
   * and size), as Blade's controllers do for flat resources; default = the rows (trees), capped.
   */
  listShape?: 'page';
  /** Menu code whose grant allows reading; default `name`. Buttons are `${name}_add|edit|delete|view`. */
  menuCode?: string;
  /** Rows with isSealed = 1 refuse removal (dictionaries). */
  sealable?: boolean;
  /**
   * Rows are made only by the server (an upload records its attachment): `submit` updates, and a submit
   * without id answers this message. No create screen, no `_add` button.
   */
  serverCreated?: string;
  /** Business domain (`subject`, `report`, `enforce`, `consumer`, `camera`, `stats`, `flow`, `platform`). */
  domain?: string;
  /** The field that names a row where another record refers to it (subject → subjectName). */
  labelField?: string;
  /**
   * A second field a reference picker shows after `labelField`, when a number alone says nothing to a
   * person (a case: AJ20260001 and its name); the picker's search matches either.
   */
  labelDetail?: string;
  /** The field other records name a row by when they hold a code, not an id (`codeOf`: a region's `code`). */
  codeField?: string;
  /** Declared life cycles (usually one; a subject has its pause state and its NFC check). */
  lifecycles?: readonly LifeCycle[];
  /** Other paths of the Excel export the spec names (`exportExcel`), served like `export`. */
  exportAliases?: readonly string[];
  /** The business menu entry; system resources are in server/db/seed-data.ts. */
  menu?: MenuPlacement;
  /**
   * Button codes beyond add/edit/delete/view/export and the actions (`oss_enable`), seeded under the
   * menu with its buttons and granted like the actions (admin and `menu.writers`); `en` is the button's
   * English name, seeded as its menu row's `enName`.
   */
  extraButtons?: readonly { code: string; name: string; en?: string }[];
  /**
   * The page a record opens on instead of the generated show page (`/busdetail/:id`, the subject's
   * one-household page): the show route leads there and every reference to a record links there.
   */
  recordPage?: string;
  /** Records that point at this one, shown as tabs of its show page; default every declared reference. */
  relatedTabs?: false | readonly string[];
  /**
   * Combinations of fields unique among the live rows of a tenant (a subject has a checkpoint once):
   * a unique index on them, and `message` answered on a clash.
   */
  uniqueKeys?: readonly { fields: readonly string[]; message: string }[];
  /** List filters through a reference (ViaFilter): what the statistics' drill-downs select by. */
  viaFilters?: readonly ViaFilter[];
}

/**
 * A declaration, its names kept as written (`const`): the server's Database type and the resource
 * names are derived from them (server/db/database.ts, resources/declarations.ts).
 */
export const defineResource = <const T extends ResourceDef>(def: T): T => def;

/** The audit columns every table carries (docs/blade-protocol.md "Base entity"); clients never set them. */
export const BASE_FIELDS = [
  'id',
  'tenantId',
  'createUser',
  'createDept',
  'createTime',
  'updateUser',
  'updateTime',
  'status',
  'isDeleted',
] as const;

/** Role aliases travel comma-joined in Blade tokens: an identifier, never a list or a space. */
export const ROLE_ALIAS_PATTERN = {
  source: '^[A-Za-z][A-Za-z0-9_-]{0,63}$',
  message: '角色别名须以字母开头,只能包含字母、数字、下划线或连字符,最多64个字符',
};

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
