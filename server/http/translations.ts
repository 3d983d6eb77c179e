import type { IncomingMessage, ServerResponse } from 'node:http';
import { HEADER_PROGRAM_ID } from '../../src/domain/session';
import type { AppServices } from './services';
import { sendError, sendJson } from './json';

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

export async function serveTranslations(services: AppServices, req: IncomingMessage, res: ServerResponse, locale: string): Promise<void> {
  const programId = req.headers[HEADER_PROGRAM_ID.toLowerCase()];
  if (typeof programId !== 'string' || !PROGRAM_ID.test(programId) || !LOCALE.test(locale)) {
    return sendError(res, 400, 'BAD_USER_INPUT');
  }
  const row = await services.db
    .selectFrom('program_translations')
    .select('messages')
    .where('program_id', '=', programId)
    .where('locale', '=', locale)
    .executeTakeFirst();
  // Overrides change rarely and every page load asks: a short private cache is enough.
  sendJson(res, 200, row?.messages ?? {}, { 'Cache-Control': 'private, max-age=300', Vary: HEADER_PROGRAM_ID });
}
