import fp from 'fastify-plugin';
import { registerFindings } from './findings';
import { registerMyMarketTypes } from './market-types';

/**
 * 经营主体 domain: the routes that are no one resource's (every finding's `get-handle-info`, the caller's
 * market types). Its resources carry their own behaviour (resources/subject/<name>/server.ts), with
 * the logic they share here (checkpoint assignment, songs, credit, people rules, ...).
 */
export default fp(
  async (app) => {
    registerFindings(app);
    registerMyMarketTypes(app);
  },
  { name: 'domain:subject', dependencies: ['repositories'] },
);
