// A browser whose stored interface language (local storage, spec 4) is German, for journeys that
// open a screen signed in already (e2e/support/signedIn.ts): the session is found open, so the
// user's saved language is not applied over it (src/app/savedLanguage.ts). Should the page save a
// language for the user anyway (the header's picker), this page answers SetMyLanguage itself:
// the seeded users are shared by the journeys of a server, which expect their saved language as seeded.
import type { Page } from '@playwright/test';
import { STORAGE_KEYS } from '../../src/api/storageKeys';

export async function storeGermanLocale(page: Page): Promise<void> {
  await page.addInitScript((key) => window.localStorage.setItem(key, 'de-DE'), STORAGE_KEYS.locale);
  await page.route('**/graphql', (route) =>
    route.request().postData()?.includes('SetMyLanguage') ? route.fulfill({ json: { data: { setMyLanguage: { language: 'de-DE' } } } }) : route.fallback(),
  );
}
