import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyReply, FastifyRequest, FastifyInstance } from 'fastify';
import type { RequestContext } from '../http/access';
import { badRequest, businessError } from '../http/errors';
import { newId } from '../core/ids';
import type { Db } from '../db/connection';
import type { InsertOf } from '../db/database';
import type { UploadRule } from './kinds';
import { discardStaged, stageUpload, sweepStaging, type StagedFile } from './staging';
import { FileStores } from './stores';
import { objectName, type Storage } from './storage';
import { FILE_PATH } from './file-access';
import attachDef from '../../resources/platform/attach/schema';
import { createdBy } from '../crud/created-by';
import { markCommitted } from '../http/idempotency-claim';

type Log = { error: (o: object, msg: string) => void };

/** An object put in storage, not yet recorded. */
export interface StoredUpload {
  name: string;
  link: string;
  originalName: string;
  extension: string;
  size: number;
  contentType: string;
  kind: string;
  ossId: string | null;
  storage: Storage;
}

/** What Blade's put-file answers (BladeFile). */
export interface BladeFile {
  link: string;
  domain: string;
  name: string;
  originalName: string;
  attachId: string;
}

export const ATTACH_TABLE = attachDef.table;

/**
 * The change counter of the attach table for a tenant, as Repository.versionKey names it: a module
 * that records an attach row inside another resource's transaction bumps this one too.
 */
export const attachCounterKey = (tenantId: string) => `t:${ATTACH_TABLE}:${tenantId}`;

/**
 * Receiving, storing, recording and removing uploads. An upload is staged first (streamed to disk,
 * checked by content and size), then put in the tenant's storage, then recorded; each step undoes
 * the earlier ones when it fails, so a refused or failed upload leaves no object and no row.
 */
export class FileService {
  readonly stores: FileStores;
  readonly stagingDir: string;

  private constructor(
    private readonly app: FastifyInstance,
    readonly root: string,
    private readonly temporary: boolean,
  ) {
    this.stores = new FileStores(app.db, root);
    this.stagingDir = path.join(root, '.staging');
    fs.mkdirSync(this.stagingDir, { recursive: true, mode: 0o700 });
  }

  /** Files under DATA_DIR/files; with an in-memory database (tests) a temporary folder, removed on close. */
  static async open(app: FastifyInstance): Promise<FileService> {
    const temporary = app.config.pgliteInMemory;
    const root = temporary
      ? fs.mkdtempSync(path.join(os.tmpdir(), 'culture-files-'))
      : path.join(app.config.dataDir, 'files');
    const service = new FileService(app, path.resolve(root), temporary);
    await sweepStaging(service.stagingDir);
    return service;
  }

  /**
   * The `file` part of a multipart request, staged and checked against the rule, and the plain fields
   * sent with it (before or after the file). Other file parts are refused by the parser's limits.
   * A refusal while the client is still sending (an 11 GB "picture") answers at once and closes the
   * connection, so the rest is never read.
   */
  async receive(
    req: FastifyRequest,
    reply: FastifyReply,
    upload: UploadRule,
  ): Promise<{ staged: StagedFile; fields: Record<string, string> }> {
    if (!req.isMultipart()) throw badRequest('请选择要上传的文件');
    const fields: Record<string, string> = {};
    let staged: StagedFile | null = null;
    try {
      // The parser stops one byte past the limit too; stageUpload answers the kind's message first.
      const parts = req.parts({
        limits: { fileSize: upload.maxBytes + 1, files: 1, fields: 20, fieldSize: 4096, parts: 21 },
      });
      for await (const part of parts) {
        if (part.type === 'file') {
          if (part.fieldname !== 'file' || staged) {
            part.file.resume();
            continue;
          }
          staged = await stageUpload(part.file, this.stagingDir, upload, part.filename);
        } else {
          fields[part.fieldname] = String(part.value ?? '');
        }
      }
    } catch (error) {
      await discardStaged(staged);
      if (!req.raw.readableEnded) reply.header('Connection', 'close');
      throw error;
    }
    if (!staged) throw badRequest('请选择要上传的文件');
    return { staged, fields };
  }

  /**
   * Puts a staged file in the tenant's storage under a name of ours. A store that refuses or cannot be
   * reached is the tenant's configuration to fix (endpoint, keys, bucket), not a fault of this server:
   * the uploader is told so, and the cause goes to the log.
   */
  async store(ctx: RequestContext, staged: StagedFile, kind: string, log: Log): Promise<StoredUpload> {
    const { storage, ossId } = await this.stores.forUpload(ctx.tenantId);
    const name = objectName(ctx.tenantId, staged.type.ext, this.app.config.timeZone);
    try {
      await storage.put(name, staged);
    } catch (err) {
      log.error({ err, ossId, tenantId: ctx.tenantId }, 'the object storage refused an upload');
      throw businessError('文件存储失败,请检查对象存储配置');
    }
    return {
      name,
      link: `${FILE_PATH}/${name}`,
      originalName: staged.originalName,
      extension: staged.type.ext,
      size: staged.size,
      contentType: staged.type.mime,
      kind,
      ossId,
      storage,
    };
  }

  /** Removes a stored object whose recording failed. */
  async forget(stored: StoredUpload, log: Log) {
    await stored.storage
      .remove(stored.name)
      .catch((err) => log.error({ err, object: stored.name }, 'could not remove an unrecorded object'));
  }

  /** Inserts the attach row of a stored object inside the caller's transaction; answers its id. */
  async recordAttach(trx: Db, ctx: RequestContext, stored: StoredUpload): Promise<string> {
    const id = newId();
    const row: InsertOf<'attach'> = {
      id,
      tenantId: ctx.tenantId,
      ...createdBy(ctx),
      link: stored.link,
      domain: FILE_PATH,
      name: stored.name,
      originalName: stored.originalName,
      extension: stored.extension,
      attachSize: stored.size,
      contentType: stored.contentType,
      kind: stored.kind,
      ossId: stored.ossId,
    };
    await trx.insertInto(ATTACH_TABLE).values(row).execute();
    // An upload sent with an Idempotency-Key commits its claim with its attach row.
    if (ctx.idempotency) await markCommitted(trx, ctx.idempotency, id);
    return id;
  }

  answer(stored: StoredUpload, attachId: string): BladeFile {
    return { link: stored.link, domain: FILE_PATH, name: stored.name, originalName: stored.originalName, attachId };
  }

  /** Deletes the objects of removed attach rows; a failure is logged, the rows stay removed. */
  async removeObjects(tenantId: string, rows: Array<{ name: string; ossId: string | null }>, log: Log) {
    for (const row of rows) {
      try {
        const storage = await this.stores.forObject(tenantId, row.ossId);
        await storage?.remove(row.name);
      } catch (err) {
        log.error({ err, object: row.name }, 'could not remove a stored object');
      }
    }
  }

  async close() {
    this.stores.close();
    if (this.temporary) await fs.promises.rm(this.root, { recursive: true, force: true });
  }
}

/**
 * The app's file service (`app.files`, made by registerFiles), for code that took it as a promise
 * before it was a decorator.
 */
export const fileService = async (app: FastifyInstance): Promise<FileService> => app.files;
