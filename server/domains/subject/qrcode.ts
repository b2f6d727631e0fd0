import type { FastifyInstance } from 'fastify';
import crypto from 'node:crypto';
import { publicBaseOf } from '../../config';
import type { WriteHook } from '../../crud/hooks';
import type qrcode from '../../../resources/subject/qrcode/schema';

/** A random, unguessable token (144 bits, URL-safe): what a QR code carries instead of an id. */
export const newQrToken = () => crypto.randomBytes(18).toString('base64url');

/** The content of a QR code: the public base, `/qr/`, the token. */
export const qrContent = (base: string, token: string) => `${base.replace(/\/+$/, '')}/qr/${token}`;

/**
 * 主体二维码: a new code gets its content in the same transaction that saves it (the configured public
 * base plus a fresh random token); the save answers the row with it. Clients never set the content.
 */
export function qrContentOnInsert(app: FastifyInstance): WriteHook<typeof qrcode> {
  const codes = app.repo('qrcode');
  const base = publicBaseOf(app.config);
  return async ({ scope, op, row }) => {
    if (op !== 'insert') return;
    const updated = await scope.trx
      .updateTable(codes.def.table)
      .set({ content: qrContent(base, newQrToken()) })
      .where('id', '=', String(row.id))
      .returningAll()
      .executeTakeFirstOrThrow();
    return codes.serialize(updated);
  };
}
