import type { PageConfig } from '../domain/pageConfig';
import { pageConfigReader } from '../domain/pageConfigReader';
import { readShape } from '../domain/shapeReader';

/** Id of the JSON script the server injects into index.html in place of `<!--page-config-->`. */
export const PAGE_CONFIG_ELEMENT_ID = 'page-config';

/**
 * Development default, used only by the Vite dev server (`import.meta.env.DEV`) when the page has no
 * injected configuration (index.html served by Vite instead of server/main.ts). A production build
 * without a valid configuration does not start (src/app/boot/abortBoot.ts).
 */
export const DEVELOPMENT_PAGE_CONFIG: PageConfig = {
  programId: 'demo-program',
  programName: '',
  defaultBuyerLocale: 'en-US',
  locales: ['en-US', 'de-DE'],
  featureFlags: {},
  maintenanceWindow: null,
  helpCentre: null,
  cdnRoot: '/',
  ssoLoginUrl: '/sso/login',
  environment: 'development',
};

export type PageConfigResult = { ok: true; config: Readonly<PageConfig> } | { ok: false; reason: string };

function deepFreeze<T>(value: T): Readonly<T> {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    for (const key of Reflect.ownKeys(value)) deepFreeze((value as Record<PropertyKey, unknown>)[key]);
    Object.freeze(value);
  }
  return value;
}

/** Parse page-config JSON text; the result is deeply frozen (spec 1: feature flags frozen at start). */
export function parsePageConfig(text: string | null, allowDevelopmentDefault: boolean): PageConfigResult {
  if (text === null || text.trim() === '') {
    if (allowDevelopmentDefault) return { ok: true, config: deepFreeze(structuredClone(DEVELOPMENT_PAGE_CONFIG)) };
    return { ok: false, reason: 'page configuration missing' };
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, reason: 'page configuration is not JSON' };
  }
  const read = readShape(pageConfigReader, json);
  if (!read.ok) return { ok: false, reason: `page configuration invalid: ${read.misfits.join(', ')}` };
  return { ok: true, config: deepFreeze(read.value) };
}

/** Read the injected `<script id="page-config" type="application/json">` of this document. */
export function readPageConfig(doc: Document = document): PageConfigResult {
  const element = doc.getElementById(PAGE_CONFIG_ELEMENT_ID);
  return parsePageConfig(element?.textContent ?? null, import.meta.env.DEV);
}
