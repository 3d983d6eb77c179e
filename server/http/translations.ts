import type { FastifyReply, FastifyRequest } from 'fastify';
import { HEADER_PROGRAM_ID } from '../../src/domain/session';
import type { AppServices } from './services';
import { sendError, sendJson } from './replies';
import { headerValue } from '../auth/csrf';
import { DEFAULT_REGION_BY_LANGUAGE } from '../../src/domain/constants';

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
  // Overrides change rarely and every page load asks: a short private cache is enough.
  return sendJson(reply, 200, await programOverrides(services, programId, locale), { 'cache-control': 'private, max-age=300', vary: HEADER_PROGRAM_ID });
}

/** The program's overrides for `locale` (see overridesFor); also used for the prerendered sign-in screen (signInPrerender.ts). */
export async function programOverrides(services: Pick<AppServices, 'db'>, programId: string, locale: string): Promise<Record<string, unknown>> {
  const language = locale.split('-')[0] ?? locale;
  const rows = await services.db
    .selectFrom('program_translations')
    .select(['locale', 'messages'])
    .where('program_id', '=', programId)
    .where((eb) => eb.or([eb('locale', '=', language), eb('locale', 'like', `${language}-%`)]))
    .execute();
  return overridesFor(locale, rows);
}

/**
 * The overrides that serve `locale` (spec 4: the locale, then its language): the locale's own row
 * wins, then the bare language's, then the language's home locale (`en-US` for `en-GB`, `de-DE` for
 * `de-CH`, DEFAULT_REGION_BY_LANGUAGE). So an override written for en-US also shows in en-GB, but
 * never in another language (German keeps its own overrides or the bundled German text). Pure.
 */
export function overridesFor(locale: string, rows: readonly { locale: string; messages: unknown }[]): Record<string, unknown> {
  const language = locale.split('-')[0] ?? locale;
  const home = `${language}-${(DEFAULT_REGION_BY_LANGUAGE as Readonly<Record<string, string>>)[language] ?? ''}`;
  const order = [...new Set([locale, language, home])];
  const maps = order.flatMap((tag) => rows.filter((row) => row.locale === tag).map((row) => flatObject(row.messages)));
  return Object.assign({}, ...maps.reverse()) as Record<string, unknown>;
}

/** `{ signIn: { intro: 'x' } }` -> `{ 'signIn.intro': 'x' }` (the client flattens the same way), so rows merge per message. */
function flatObject(value: unknown, prefix = ''): Record<string, unknown> {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return {};
  const out: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(value as Record<string, unknown>)) {
    if (key === '__proto__' || key === 'constructor' || key === 'prototype') continue;
    const id = prefix ? `${prefix}.${key}` : key;
    if (child !== null && typeof child === 'object' && !Array.isArray(child)) Object.assign(out, flatObject(child, id));
    else out[id] = child;
  }
  return out;
}
