import { readStoredLocale } from '../../api/localeActors';
import type { LocaleActorRef } from '../actors';

/**
 * Boot step "i18n" (spec 7): start the locale actor and ask it to detect the locale from the stored
 * choice (local storage `portal.locale`) and the browser's languages (spec 4). `<html lang>` follows
 * the locale whose messages are in use.
 */
export function startI18n(locale: LocaleActorRef): void {
  let current: string | null = null;
  locale.subscribe((snapshot) => {
    const next = snapshot.context.locale;
    if (next !== null && next !== current) {
      current = next;
      document.documentElement.lang = next;
    }
  });
  locale.start();
  locale.send({ type: 'locale.detect', stored: readStoredLocale(), browser: [...navigator.languages] });
}
