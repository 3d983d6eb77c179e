import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ALL_ROUTES, NOT_FOUND } from '../app/routes';
import { loadMessages as loadBundledMessages } from './loadMessages';
import { messageFileOf, messagePartOf, messagePartsForRoute, PUBLIC_MESSAGE_AREAS, PUBLIC_MESSAGE_ROUTES } from './messageAreas';

type Bundle = Record<string, string>;
const files = import.meta.glob<Bundle>('./messages/*/*.json', { eager: true, import: 'default' });

function idsOf(locale: string, part: 'public' | 'signedIn'): string[] {
  return Object.entries(files)
    .filter(([path]) => messageFileOf(path)?.locale === locale && messagePartOf(messageFileOf(path)?.area ?? '') === part)
    .flatMap(([, bundle]) => Object.keys(bundle))
    .sort();
}

describe('message areas (public at boot, signed-in with their routes)', () => {
  it('reads locale and area from a message file path', () => {
    expect(messageFileOf('/repo/src/i18n/messages/de-DE/users.json')).toEqual({ locale: 'de-DE', area: 'users' });
    expect(messageFileOf('./messages/en-US/signIn.json')).toEqual({ locale: 'en-US', area: 'signIn' });
    expect(messageFileOf('/repo/src/i18n/messages/en-US/bundle.ts')).toBeNull();
  });

  it('every public area exists in English; any other area file (a new one too) is signed-in', () => {
    const englishAreas = Object.keys(files).flatMap((path) => (messageFileOf(path)?.locale === 'en-US' ? [messageFileOf(path)?.area] : []));
    expect(PUBLIC_MESSAGE_AREAS.filter((area) => !englishAreas.includes(area))).toEqual([]);
    expect(messagePartOf('reports')).toBe('signedIn');
    expect(messagePartOf('signIn')).toBe('public');
  });

  it('loads only the asked parts, each locale with its own areas', async () => {
    const publicOnly = await loadBundledMessages(['de-DE', 'de', 'en-US'], ['public']);
    expect(Object.keys(publicOnly).sort()).toEqual(idsOf('en-US', 'public'));
    expect(publicOnly['signIn.heading']).toEqual(files['./messages/de-DE/signIn.json']?.['signIn.heading']);
    const signedIn = await loadBundledMessages(['de-DE', 'de', 'en-US'], ['signedIn']);
    expect(Object.keys(signedIn).sort()).toEqual(idsOf('en-US', 'signedIn'));
    expect(signedIn['menu.overview'] ?? signedIn[idsOf('de-DE', 'signedIn')[0] ?? '']).toBeDefined();
  });

  it('every route outside the public-message routes waits for the signed-in part', () => {
    const names = new Set([...ALL_ROUTES, NOT_FOUND].map((route) => route.name));
    expect([...PUBLIC_MESSAGE_ROUTES].filter((name) => !names.has(name))).toEqual([]);
    expect(messagePartsForRoute('signin')).toEqual(['public']);
    expect(messagePartsForRoute('account-overview')).toEqual(['public', 'signedIn']);
    expect(messagePartsForRoute('a-route-added-later')).toEqual(['public', 'signedIn']);
  });

  // The screens of the public-message routes and the shell name their ids as literals; each must be
  // in a public area, or the built app would show the id on the sign-in page.
  it('the ids the public screens and the shell name are in public areas', () => {
    const sources = [
      '../app/App.tsx', '../app/Busy.tsx', '../app/RouteError.tsx', '../app/SessionUnavailable.tsx', '../app/PageEffects.tsx', '../app/guards.tsx',
      '../../views/public/SignInPage.tsx', '../../views/public/signIn/SignInView.tsx', '../../views/public/signIn/SignInForm.tsx',
      '../../views/public/signIn/SignInFailure.tsx', '../../views/common/DeferredLanguagePicker.tsx', '../../views/public/signIn/useSignInViewModel.ts',
      '../../views/public/ErrorPage.tsx', '../../views/public/errorPageContent.ts', '../../views/public/NotFoundPage.tsx', '../../views/public/MessagePage.tsx',
      '../../views/public/XSessionPage.tsx', '../../views/public/xSession/XSessionView.tsx', '../../views/public/PublicShell.tsx', '../../views/public/PageFrame.tsx',
    ];
    const publicIds = new Set(idsOf('en-US', 'public'));
    const allIds = new Set([...publicIds, ...idsOf('en-US', 'signedIn')]);
    const named = sources.flatMap((source) => [...readFileSync(new URL(source, import.meta.url), 'utf8').matchAll(/'([a-zA-Z]+(?:\.[a-zA-Z]+)+)'/g)].map((m) => m[1] ?? ''));
    const messageIds = named.filter((id) => allIds.has(id));
    expect(messageIds.length).toBeGreaterThan(10);
    expect(messageIds.filter((id) => !publicIds.has(id))).toEqual([]);
  });
});
