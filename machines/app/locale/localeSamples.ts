import type { AnyEventObject } from 'xstate';
import type { LocaleEvent, LocaleInput } from './localeTypes';

/** Example input and events for the locale machine at its rule boundaries (catalog.ts). Pure data. */

export const sampleLocaleInput: LocaleInput = { programLocales: ['en-US', 'fr-CA'], defaultBuyerLocale: 'en-US' };

export const localeSampleEvents = [
  { type: 'locale.detect', stored: 'fr_ca', browser: ['en-US'] },
  { type: 'locale.select', locale: 'en-US' },
  { type: 'locale.select', locale: 'fr-CA' },
  { type: 'locale.select', locale: 'de-DE' }, // not a program locale: refused
] as const satisfies readonly LocaleEvent[];

export const localeActorOutputs: Readonly<Record<string, readonly AnyEventObject[]>> = {
  loadMessages: [
    { type: 'xstate.done.actor.loadMessages', output: { messages: { 'app.title': 'Portail acheteur' } } },
    { type: 'xstate.error.actor.loadMessages', error: new Error('bundle not found') },
  ],
  loadDefaultMessages: [
    { type: 'xstate.done.actor.loadDefaultMessages', output: { messages: { 'app.title': 'Buyer Portal' } } },
    { type: 'xstate.error.actor.loadDefaultMessages', error: new Error('offline') },
  ],
};
