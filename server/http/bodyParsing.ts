import type { FastifyInstance } from 'fastify';

/**
 * Request bodies. JSON is parsed here for every route (GraphQL included, which yoga then reads
 * from `request.body`): an empty body reads as `{}`, and a body that is not JSON is refused with
 * one fixed error (never the parser's message, which would echo part of the body). Any other
 * content type is kept as raw bytes so each route can refuse it in its own order (e.g. the CSV
 * export answers 401 before 400, as /graphql does).
 */
export const MAX_BODY_BYTES = 1024 * 1024;

/** Thrown for a body that is not JSON; the error handler answers 400 BAD_USER_INPUT. */
export class MalformedJsonBody extends Error {
  readonly statusCode = 400;
  constructor() {
    super('The request body is not valid JSON');
  }
}

export function registerBodyParsers(app: FastifyInstance): void {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(/^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/i, { parseAs: 'string', bodyLimit: MAX_BODY_BYTES }, (_request, body, done) => {
    const text = (body as string).trim();
    if (text === '') return done(null, {});
    try {
      done(null, JSON.parse(text) as unknown);
    } catch {
      done(new MalformedJsonBody(), undefined);
    }
  });
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: MAX_BODY_BYTES }, (_request, body, done) => done(null, body));
}
