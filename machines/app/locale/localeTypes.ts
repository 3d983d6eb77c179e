import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';

/**
 * Contract between the locale machine and the browser code that supplies its `loadMessages` actor
 * (src/i18n) with `localeMachine.provide({ actors: { loadMessages } })`.
 */

/** The program's locale settings (page config, spec 1 and 9). */
export interface LocaleInput {
  programLocales: readonly string[];
  defaultBuyerLocale: string;
  /** Language-country codes switched off. */
  disabledLocales?: readonly string[];
}

export interface LocaleContext {
  programLocales: readonly string[];
  defaultBuyerLocale: string;
  disabledLocales: readonly string[];
  /** The locale in use (its messages are loaded); null until the first load finishes. */
  locale: string | null;
  /** The locale being switched to; equals `locale` once loaded. */
  requestedLocale: string | null;
  /** Flat message map for react-intl (program overrides already merged by the actor). */
  messages: MessageMap;
  /** True when the requested locale's messages failed and the default's (or none: built-in English) are shown. */
  usingFallbackMessages: boolean;
}

export type LocaleEvent =
  /** Spec 4: derive the locale from the stored locale, else the browser's languages (navigator.languages). */
  | { type: 'locale.detect'; stored: string | null; browser: readonly string[] }
  /** A language picker or a /{locale} route asks for a locale. */
  | { type: 'locale.select'; locale: string };

/** Emitted before the locale changes (spec 4); the browser stores `to` (local storage, spec 7). */
export type LocaleEmitted = { type: 'locale.changing'; from: string | null; to: string };

/**
 * Messages by id as react-intl takes them: ICU strings, or their syntax trees (what the built app
 * loads: scripts/precompiledMessages.ts). The machine only passes them on.
 */
export type MessageMap = Record<string, string> | Record<string, MessageFormatElement[]>;

/** Actor signatures, by name. `chain` is the bundle order to merge: first wins (spec 4 "Messages"). */
export interface LocaleActorTypes {
  loadMessages: { input: { locale: string; chain: readonly string[] }; output: { messages: MessageMap } };
}
