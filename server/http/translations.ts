import type { FastifyReply, FastifyRequest } from 'fastify';
import { HEADER_PROGRAM_ID } from '../../src/domain/session';
import type { AppServices } from './services';
import { sendError, sendJson } from './replies';
import { headerValue } from '../auth/csrf';

/**
 * GET /public/program-locale-translations/{locale}/caas-buyer.lang.default.main (spec 7): the
 * program's translation overrides for one locale, `{}` when it has none. Public: these are
 * interface texts, needed on the sign-in page.
 */
const TRANSLATIONS_PATH = /^\/public\/program-locale-translations\/([^/]+)\/caas-buyer\.lang\.default\.main$/;
const LOCALE = /^[a-z]{2}(-[A-Z]{2})?$/;
const PROGRAM_ID = /^[A-Za-z0-9_-]{1,64}$/;

export function matchTranslationsPath(pathname: string): string | null {
  return TRANSLATIONS_PATH.exec(pathname)?.[1] ?? null;
}

export async function serveTranslations(services: AppServices, request: FastifyRequest, reply: FastifyReply, locale: string): Promise<unknown> {
  const programId = headerValue(request, HEADER_PROGRAM_ID);
  if (typeof programId !== 'string' || !PROGRAM_ID.test(programId) || !LOCALE.test(locale)) {
    return sendError(reply, 400, 'BAD_USER_INPUT');
  }
  const row = await services.db
    .selectFrom('program_translations')
    .select('messages')
    .where('program_id', '=', programId)
    .where('locale', '=', locale)
    .executeTakeFirst();
  // Overrides change rarely and every page load asks: a short private cache is enough.
  return sendJson(reply, 200, row?.messages ?? {}, { 'cache-control': 'private, max-age=300', vary: HEADER_PROGRAM_ID });
}
