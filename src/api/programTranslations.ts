import { HEADER_PROGRAM_ID } from '../domain/session';
import { getJson } from './httpClient';

/** How long the overrides may take before the portal continues without them. */
const OVERRIDES_TIMEOUT_MS = 5000;

/**
 * Spec 7 "Program translations": GET /public/program-locale-translations/{locale}/caas-buyer.lang.default.main
 * with X-Program-Id. On any failure the product warns and continues without overrides (resolves {}).
 */
export async function fetchProgramTranslations(locale: string, programId: string): Promise<unknown> {
  const url = `/public/program-locale-translations/${encodeURIComponent(locale)}/caas-buyer.lang.default.main`;
  try {
    return await getJson<unknown>(url, {
      headers: { [HEADER_PROGRAM_ID]: programId },
      signal: AbortSignal.timeout(OVERRIDES_TIMEOUT_MS),
      reportUnauthenticated: false,
    });
  } catch (error) {
    console.warn(`[i18n] program translation overrides for ${locale} not loaded; continuing without them`, error);
    return {};
  }
}
