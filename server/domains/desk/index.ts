import type { FastifyInstance } from 'fastify';
import { registerNotices } from './notices';

/** blade-desk: supervision notices to subjects and who read them (issue 12). */
export async function registerDesk(app: FastifyInstance) {
  registerNotices(app);
}
