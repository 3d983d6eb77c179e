/**
 * Which message area files load when (issue 9: the sign-in page loads only what public pages need).
 *
 * An area file is `src/i18n/messages/<locale>/<area>.json`. Each area belongs to one of two parts:
 * - `public`: the areas listed in PUBLIC_MESSAGE_AREAS, loaded at boot by the locale machine
 *   (src/api/localeActors.ts) for every page;
 * - `signedIn`: every other area file, found automatically (a new `reports.json` needs no change
 *   here), loaded the first time a route that needs it renders (RouteMessages.tsx), in parallel with
 *   that route's screen.
 * The build puts each part of each locale in one chunk (`messages-<locale>-<part>`, vite.config.ts),
 * so a part is one request. Which routes render with the public part alone is PUBLIC_MESSAGE_ROUTES;
 * every other route, public or not, waits for both parts, so a new screen whose messages are in a
 * new area file works without a change here.
 *
 * To move an area to the public part: every message the public routes below show must be in a
 * public area (the built app shows a missing id otherwise), and the area should be small: all of
 * these are on the sign-in page's budget (.size-limit.mjs).
 */
export const PUBLIC_MESSAGE_AREAS: readonly string[] = ['shell', 'common', 'errors', 'form', 'signIn', 'pages', 'maintenance', 'sso', 'comingSoon'];

export type MessagePart = 'public' | 'signedIn';
export const MESSAGE_PARTS: readonly MessagePart[] = ['public', 'signedIn'];

/**
 * Routes (src/app/routes.ts names) whose screens show public messages only: they render as soon as
 * the locale machine has loaded the public part. Every other route also waits for `signedIn`.
 */
export const PUBLIC_MESSAGE_ROUTES: ReadonlySet<string> = new Set(['signin', 'error', 'sso-error', 'invalid-session', 'x-session', 'home-locale', 'not-found']);

/** The part an area file belongs to. */
export function messagePartOf(area: string): MessagePart {
  return PUBLIC_MESSAGE_AREAS.includes(area) ? 'public' : 'signedIn';
}

/** The message parts a route needs before it renders. */
export function messagePartsForRoute(routeName: string): readonly MessagePart[] {
  return PUBLIC_MESSAGE_ROUTES.has(routeName) ? ['public'] : MESSAGE_PARTS;
}

const MESSAGE_FILE = /[\\/]messages[\\/]([^\\/]+)[\\/]([^\\/]+)\.json$/;

/** `…/messages/de-DE/users.json` -> `{ locale: 'de-DE', area: 'users' }`; null for any other path. */
export function messageFileOf(path: string): { locale: string; area: string } | null {
  const match = MESSAGE_FILE.exec(path);
  return match?.[1] && match[2] ? { locale: match[1], area: match[2] } : null;
}
