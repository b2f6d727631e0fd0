import fp from 'fastify-plugin';
import { registerNotices } from './notices';

/** blade-desk: supervision notices to subjects and who read them (issue 12). */
export default fp(
  async (app) => {
    registerNotices(app);
  },
  { name: 'domain:desk', dependencies: ['repositories'] },
);
