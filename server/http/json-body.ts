import type { FastifyInstance } from 'fastify';

/**
 * JSON bodies as Blade (Spring) reads them: an empty body with `Content-Type: application/json` is no
 * body, not an error. Blade clients send `POST .../remove?ids=1,2` that way, the ids in the query.
 * Anything else goes to Fastify's own parser, prototype-poisoning checks included.
 */
export function acceptEmptyJsonBodies(app: FastifyInstance) {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    const text = String(body);
    if (text.trim() === '') return done(null, undefined);
    return parse(req, text, done);
  });
}
