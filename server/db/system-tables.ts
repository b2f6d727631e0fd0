/**
 * The tables of the hand-written migrations (server/db/migrations.ts, rollups.ts), column by column as
 * the queries spell them (camelCase: the CamelCasePlugin writes them snake_case). The kinds are those
 * of server/db/database.ts; `?` marks a column that may be null. A test holds this list against the
 * schema a fresh database has (tests/api/database-types.test.ts).
 */
export const SYSTEM_TABLES = {
  blade_auth_session: {
    id: 'bigint',
    tenantId: 'text',
    userId: 'bigint?',
    clientId: 'text',
    createdAt: 'timestamp',
    expiresAt: 'timestamp',
    revokedAt: 'timestamp?',
  },
  blade_captcha: { key: 'text', codeHash: 'text', expiresAt: 'timestamp' },
  blade_idempotency_key: {
    tenantId: 'text',
    userId: 'text',
    idemKey: 'text',
    request: 'text',
    fingerprint: 'text',
    state: 'text',
    owner: 'text',
    leaseUntil: 'timestamp',
    resultId: 'text?',
    statusCode: 'integer?',
    contentType: 'text?',
    body: 'text?',
    createTime: 'timestamp',
  },
  blade_login_failure: { key: 'text', failures: 'integer', firstAt: 'timestamp', lockedUntil: 'timestamp?' },
  blade_record_history: {
    id: 'bigint',
    tenantId: 'text',
    resource: 'text',
    recordId: 'bigint',
    field: 'text',
    action: 'text',
    fromState: 'integer?',
    toState: 'integer',
    userId: 'bigint?',
    userName: 'text?',
    deptId: 'bigint?',
    createTime: 'timestamp',
    comment: 'text?',
    params: 'text?',
    attachments: 'text?',
  },
  blade_refresh_token: { jti: 'text', sessionId: 'bigint', expiresAt: 'timestamp', usedAt: 'timestamp?' },
  blade_role_menu: { id: 'bigint', menuId: 'bigint', roleId: 'bigint' },
  blade_role_scope: { id: 'bigint', scopeCategory: 'integer', scopeId: 'bigint', roleId: 'bigint' },
  blade_seed_version: { step: 'text', appliedAt: 'timestamp' },
  blade_top_menu_setting: { id: 'bigint', topMenuId: 'bigint', menuId: 'bigint' },
  blade_user_oauth: {
    id: 'bigint',
    tenantId: 'text',
    uuid: 'text',
    userId: 'bigint?',
    username: 'text?',
    nickname: 'text?',
    avatar: 'text?',
    email: 'text?',
    source: 'text',
    createTime: 'timestamp',
  },
  blade_version: { key: 'text', version: 'bigint', shard: 'integer' },
  stat_rollup: { name: 'text', definition: 'text' },
} as const;

/** How a column reads back (int8, numeric, dates and timestamps come as text, server/db/connection.ts). */
export type ColumnKind = 'bigint' | 'integer' | 'numeric' | 'text' | 'date' | 'timestamp';
