import fp from 'fastify-plugin';
import type { Config } from '../config';
import { openDatabase, type DatabaseHandle, type Db } from './connection';
import { startEmbeddedAnalyzer } from './embedded-analyze';
import { prepareDatabase } from './setup';
import type { DatabaseShape } from './shape';
import { ChangeFeed } from './versions';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every setting of this server (server/config.ts). */
    config: Config;
    /** The open database: its kind (PGlite or PostgreSQL), the prepared-statement runner, close. */
    database: DatabaseHandle;
    /** The query builder on that database. */
    db: Db;
    /** The change counters every cache keys on, shared by all instances through the database. */
    feed: ChangeFeed;
    /** The first `admin` password when this start created the database and none was configured. */
    generatedAdminPassword: string | undefined;
  }
}

export interface DatabasePluginOptions {
  config: Config;
  shape: DatabaseShape;
  /** Runs once the schema and the seed are in place, before the change feed starts (the demo data). */
  afterSeed?(db: Db): Promise<unknown>;
}

/**
 * Opens the database (PGlite in DATA_DIR, or PostgreSQL at DATABASE_URL), brings it to this version's
 * schema and seed, and starts the change feed; closes them when the app closes (last: it is registered first).
 */
export const databasePlugin = fp<DatabasePluginOptions>(
  async (app, { config, shape, afterSeed }) => {
    const database = await openDatabase(config);
    let seed;
    try {
      seed = await prepareDatabase(database.db, shape, config.adminPassword, { captchaMode: config.captchaMode });
      await afterSeed?.(database.db);
    } catch (err) {
      await database.close();
      throw err;
    }
    const feed = new ChangeFeed(
      database.db,
      500,
      database.kind === 'postgres' ? config.databaseUrl : '',
      database.prepared,
    );
    await feed.start();
    // PGlite has no autovacuum: the planner's statistics of grown tables (the demo data's too) are gathered here.
    const analyzer = await startEmbeddedAnalyzer(database, (err) =>
      app.log.warn({ err }, 'analyzing grown tables failed'),
    );
    app.decorate('config', config);
    app.decorate('database', database);
    app.decorate('db', database.db);
    app.decorate('feed', feed);
    app.decorate('generatedAdminPassword', seed.generatedAdminPassword);
    app.addHook('onClose', async () => {
      await feed.stop();
      await analyzer.stop();
      await database.close();
    });
  },
  { name: 'database' },
);
