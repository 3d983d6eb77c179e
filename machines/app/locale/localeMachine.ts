import { assign, emit, fromPromise, setup } from 'xstate';
import { DEFAULT_LOCALE } from '../../../src/domain/constants';
import { messageFallbackChain, resolveLocale, toAllowedLocale } from '../../rules/locale';
import type { SpecMeta } from '../../specMeta';
import type { LocaleActorTypes, LocaleContext, LocaleEmitted, LocaleEvent, LocaleInput, MessageMap } from './localeTypes';

/**
 * The interface language (spec 4 "Locale selection", spec 9 "Locales"): resolve the locale from the
 * stored or browser language and the program's allowed locales, announce the change, load the
 * message bundles (locale, language, default), and fall back to the default locale's messages.
 */

const LOCALE = { spec: '4. Locale selection' } satisfies SpecMeta;

type LoadMessages = LocaleActorTypes['loadMessages'];

/** The locale a `locale.detect` or `locale.select` event asks for, as the rules resolve it (null: not allowed). */
function targetLocale(context: LocaleContext, event: LocaleEvent): string | null {
  if (event.type === 'locale.select') return toAllowedLocale(event.locale, context);
  return resolveLocale({ ...context, requested: [event.stored, ...event.browser] });
}

function loadRequestedInput({ context }: { context: LocaleContext }): LoadMessages['input'] {
  const locale = context.requestedLocale ?? DEFAULT_LOCALE;
  return { locale, chain: messageFallbackChain(locale, DEFAULT_LOCALE) };
}

function loadDefaultInput(): LoadMessages['input'] {
  return { locale: DEFAULT_LOCALE, chain: messageFallbackChain(DEFAULT_LOCALE, DEFAULT_LOCALE) };
}

function messagesOf(event: { type: string }): MessageMap {
  return (event as unknown as { output: LoadMessages['output'] }).output.messages;
}

export const localeMachine = setup({
  types: {
    input: {} as LocaleInput,
    context: {} as LocaleContext,
    events: {} as LocaleEvent,
    emitted: {} as LocaleEmitted,
    meta: {} as SpecMeta,
  },
  actors: {
    loadMessages: fromPromise<LoadMessages['output'], LoadMessages['input']>(async () => {
      throw new Error('locale actor "loadMessages" is not provided');
    }),
  },
  guards: {
    isSelectableAndNew: ({ context, event }) => {
      const to = targetLocale(context, event);
      return to !== null && to !== (context.requestedLocale ?? context.locale);
    },
  },
  actions: {
    emitLocaleChanging: emit(({ context, event }) => ({ type: 'locale.changing', from: context.locale, to: targetLocale(context, event) ?? DEFAULT_LOCALE }) as const),
    requestLocale: assign(({ context, event }) => ({ requestedLocale: targetLocale(context, event) ?? DEFAULT_LOCALE })),
    applyMessages: assign(({ context, event }) => ({ locale: context.requestedLocale, messages: messagesOf(event), usingFallbackMessages: false })),
    applyDefaultMessages: assign(({ context, event }) => ({ locale: context.requestedLocale, messages: messagesOf(event), usingFallbackMessages: true })),
    applyBuiltInMessages: assign(({ context }) => ({ locale: context.requestedLocale, messages: {}, usingFallbackMessages: true })),
  },
}).createMachine({
  id: 'locale',
  description: 'The interface language and its messages.',
  meta: LOCALE,
  context: ({ input }) => ({
    programLocales: input.programLocales,
    defaultBuyerLocale: input.defaultBuyerLocale,
    disabledLocales: input.disabledLocales ?? [],
    locale: null,
    requestedLocale: null,
    messages: {},
    usingFallbackMessages: false,
  }),
  initial: 'detecting',
  on: {
    'locale.select': {
      guard: 'isSelectableAndNew',
      target: '.loading',
      actions: ['emitLocaleChanging', 'requestLocale'],
      description:
        'A locale can be chosen when the program allows it, its language is offered in its region, and it is not already the current one; an event is emitted before the locale changes.',
      meta: LOCALE,
    },
  },
  states: {
    detecting: {
      description: 'Waits for the stored and browser languages.',
      meta: LOCALE,
      on: {
        'locale.detect': {
          target: 'loading',
          actions: ['emitLocaleChanging', 'requestLocale'],
          description:
            "The locale comes from the stored or browser language (short codes get a region, unknown regions become US, the language must be offered in the region); if the program does not allow it, the program's default buyer locale is used, or its only locale.",
          meta: LOCALE,
        },
      },
    },
    loading: {
      description: 'Loads the messages: the locale first, then its two-letter language, then the default locale.',
      meta: LOCALE,
      invoke: {
        id: 'loadMessages',
        src: 'loadMessages',
        input: loadRequestedInput,
        onDone: { target: 'ready', actions: 'applyMessages', description: 'The requested locale\'s messages are loaded and shown.', meta: LOCALE },
        onError: { target: 'fallback', description: 'If the messages cannot be loaded, the default locale is used.', meta: LOCALE },
      },
    },
    fallback: {
      description: "Loads the default locale's messages instead.",
      meta: LOCALE,
      invoke: {
        id: 'loadDefaultMessages',
        src: 'loadMessages',
        input: loadDefaultInput,
        onDone: { target: 'ready', actions: 'applyDefaultMessages', description: 'The default locale\'s messages show instead.', meta: LOCALE },
        onError: { target: 'ready', actions: 'applyBuiltInMessages', description: 'If even those fail, the built-in English texts show.', meta: LOCALE },
      },
    },
    ready: {
      description: 'The locale and its messages are in use.',
      meta: LOCALE,
    },
  },
});

export type LocaleMachine = typeof localeMachine;
