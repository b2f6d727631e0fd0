import { sql, type Migration, type MigrationProvider } from 'kysely';

/**
 * Hand-written migrations for the tables that are not resources (links, sessions, counters), and for
 * any change to a resource table that the additive table sync cannot make. Append only; never edit a
 * migration that has shipped.
 */
const migrations: Record<string, Migration> = {
  '001_links_and_auth': {
    async up(db) {
      await sql`create table blade_role_menu (
        id bigint primary key, menu_id bigint not null, role_id bigint not null)`.execute(db);
      await sql`create index blade_role_menu_role_idx on blade_role_menu (role_id)`.execute(db);
      await sql`create table blade_role_scope (
        id bigint primary key, scope_category integer not null, scope_id bigint not null, role_id bigint not null)`.execute(
        db,
      );
      await sql`create index blade_role_scope_role_idx on blade_role_scope (role_id)`.execute(db);
      await sql`create table blade_top_menu_setting (
        id bigint primary key, top_menu_id bigint not null, menu_id bigint not null)`.execute(db);
      await sql`create table blade_user_oauth (
        id bigint primary key, tenant_id varchar(12) not null, uuid varchar(64) not null, user_id bigint,
        username varchar(64), nickname varchar(64), avatar varchar(1000), email varchar(255),
        source varchar(32) not null, create_time timestamptz not null default now())`.execute(db);
      await sql`create unique index blade_user_oauth_uq on blade_user_oauth (tenant_id, source, uuid)`.execute(db);
      // A login session: every access and refresh token carries its id, logout revokes it.
      await sql`create table blade_auth_session (
        id bigint primary key, tenant_id varchar(12) not null, user_id bigint, client_id varchar(48) not null,
        created_at timestamptz not null default now(), expires_at timestamptz not null, revoked_at timestamptz)`.execute(
        db,
      );
      await sql`create index blade_auth_session_revoked_idx on blade_auth_session (revoked_at) where revoked_at is not null`.execute(
        db,
      );
      // Refresh tokens are single use: a second use of one revokes its whole session (reuse detection).
      await sql`create table blade_refresh_token (
        jti varchar(64) primary key, session_id bigint not null, expires_at timestamptz not null, used_at timestamptz)`.execute(
        db,
      );
      await sql`create table blade_captcha (
        key varchar(64) primary key, code_hash varchar(128) not null, expires_at timestamptz not null)`.execute(db);
      await sql`create table blade_login_failure (
        key varchar(255) primary key, failures integer not null, first_at timestamptz not null, locked_until timestamptz)`.execute(
        db,
      );
      // Change counters shared by all server instances: caches key on them (grants, per-table counts).
      await sql`create table blade_version (key varchar(255) primary key, version bigint not null)`.execute(db);
    },
  },
  '002_client_error_log': {
    async up(db) {
      // Errors the web app caught and uploaded (POST oauth/logout). Blade's blade_log_error columns plus
      // the audit columns of a declared resource, so a later log screen can declare this table as is.
      await sql`create table blade_log_error (
        id bigint primary key, tenant_id varchar(12) not null default '000000',
        service_id varchar(32), server_host varchar(255), server_ip varchar(255), env varchar(255),
        method varchar(10), request_uri varchar(1000), user_agent varchar(1000),
        stack_trace text, exception_name varchar(255), message text, line_number integer,
        remote_ip varchar(255), method_class varchar(1000), file_name varchar(1000), method_name varchar(255),
        params text, time varchar(64), create_by varchar(64),
        create_user bigint, create_dept bigint, create_time timestamptz not null default now(),
        update_user bigint, update_time timestamptz not null default now(),
        status integer not null default 1, is_deleted integer not null default 0)`.execute(db);
      await sql`create index blade_log_error_live_idx on blade_log_error (tenant_id, is_deleted, create_time desc, id desc)`.execute(
        db,
      );
    },
  },
  '003_session_user_idx': {
    async up(db) {
      // A password change, a role change or a removal revokes the user's live sessions (server/auth/revoke.ts).
      await sql`create index blade_auth_session_user_idx on blade_auth_session (tenant_id, user_id) where revoked_at is null`.execute(
        db,
      );
    },
  },
  '004_record_history': {
    async up(db) {
      // One row per record per declared action (server/crud/history.ts): who moved it from which state to
      // which, when, and what they gave (comment, all parameters as JSON, uploaded evidence links).
      await sql`create table blade_record_history (
        id bigint primary key, tenant_id varchar(12) not null, resource varchar(64) not null, record_id bigint not null,
        field varchar(64) not null, action varchar(64) not null, from_state integer, to_state integer not null,
        user_id bigint, user_name varchar(64), dept_id bigint, create_time timestamptz not null default now(),
        comment text, params text, attachments text)`.execute(db);
      await sql`create index blade_record_history_record_idx on blade_record_history (tenant_id, resource, record_id, create_time)`.execute(
        db,
      );
    },
  },
  '005_seed_version': {
    async up(db) {
      // Seed steps that ran on this database (server/db/seed-migrations.ts): each runs once, so a row the
      // seed added and a user then changed or removed stays as the user left it.
      await sql`create table blade_seed_version (
        step varchar(255) primary key, applied_at timestamptz not null default now())`.execute(db);
    },
  },
  '006_user_birthday_date': {
    async up(db) {
      // 生日 is a day, not a moment: a database made before keeps each birthday's day. A new database has
      // no blade_user yet here (the table sync makes it after the migrations, already with a date column).
      const column = await sql<{ dataType: string }>`select data_type as "dataType" from information_schema.columns
        where table_schema = current_schema() and table_name = 'blade_user' and column_name = 'birthday'`.execute(db);
      if (column.rows[0]?.dataType.startsWith('timestamp')) {
        await sql`alter table blade_user alter column birthday type date using birthday::date`.execute(db);
      }
    },
  },
  '007_idempotency_keys': {
    async up(db) {
      // Writes sent with an Idempotency-Key (server/http/idempotency.ts): one row per caller and key, the
      // request's fingerprint, whether its write committed (set in the write's own transaction) and the
      // answer to replay. Rows older than a day are removed.
      await sql`create table blade_idempotency_key (
        tenant_id varchar(12) not null, user_id varchar(32) not null, idem_key varchar(255) not null,
        request varchar(512) not null, fingerprint varchar(64) not null, state varchar(10) not null,
        owner varchar(36) not null, lease_until timestamptz not null, result_id varchar(32),
        status_code integer, content_type varchar(128), body text,
        create_time timestamptz not null default now(),
        primary key (tenant_id, user_id, idem_key))`.execute(db);
      await sql`create index blade_idempotency_key_time_idx on blade_idempotency_key (create_time)`.execute(db);
    },
  },
  '008_sharded_change_counters': {
    async up(db) {
      // A change counter is the sum of its rows, one per shard (server/db/versions.ts): concurrent writers
      // of one table bump different rows. Today's values become shard 0, so no counter goes back.
      await sql`alter table blade_version add column shard integer not null default 0`.execute(db);
      await sql`alter table blade_version drop constraint blade_version_pkey`.execute(db);
      await sql`alter table blade_version add primary key (key, shard)`.execute(db);
    },
  },
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
