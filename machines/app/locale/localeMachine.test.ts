import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { localeMachine } from './localeMachine';
import type { LocaleActorTypes, LocaleEmitted, LocaleInput } from './localeTypes';

type Load = LocaleActorTypes['loadMessages'];
const input: LocaleInput = { programLocales: ['en-US', 'en-GB', 'fr-CA', 'es-US'], defaultBuyerLocale: 'en-GB' };

function run(load: (i: Load['input']) => Promise<Load['output']>, over: Partial<LocaleInput> = {}) {
  const calls: Load['input'][] = [];
  const emitted: LocaleEmitted[] = [];
  const machine = localeMachine.provide({
    actors: { loadMessages: fromPromise<Load['output'], Load['input']>(({ input: i }) => (calls.push(i), load(i))) },
  });
  const actor = createActor(machine, { input: { ...input, ...over } });
  actor.on('locale.changing', (e) => emitted.push(e));
  actor.start();
  return { actor, calls, emitted };
}
const bundle = (i: Load['input']) => Promise.resolve({ messages: { hello: `hello ${i.locale}` } });

describe('locale machine', () => {
  it('resolves the stored locale, announces the change before it, and loads locale, language, default', async () => {
    const { actor, calls, emitted } = run(bundle);
    actor.send({ type: 'locale.detect', stored: 'fr_ca', browser: ['en-GB'] });
    expect(emitted).toEqual([{ type: 'locale.changing', from: null, to: 'fr-CA' }]);
    expect(actor.getSnapshot().context.locale).toBeNull(); // not changed yet
    await waitFor(actor, (s) => s.matches('ready'));
    expect(calls).toEqual([{ locale: 'fr-CA', chain: ['fr-CA', 'fr', 'en-US'] }]);
    expect(actor.getSnapshot().context).toMatchObject({ locale: 'fr-CA', messages: { hello: 'hello fr-CA' }, usingFallbackMessages: false });
  });

  it('uses a browser language when nothing is stored, and the default buyer locale when nothing fits', async () => {
    const a = run(bundle);
    a.actor.send({ type: 'locale.detect', stored: null, browser: ['es', 'es-US'] });
    await waitFor(a.actor, (s) => s.matches('ready'));
    expect(a.actor.getSnapshot().context.locale).toBe('es-US'); // es -> es-ES is not a program locale
    const b = run(bundle);
    b.actor.send({ type: 'locale.detect', stored: 'de-DE', browser: ['it-IT'] });
    await waitFor(b.actor, (s) => s.matches('ready'));
    expect(b.actor.getSnapshot().context.locale).toBe('en-GB');
  });

  it("falls back to the default locale's messages, then to built-in English", async () => {
    const a = run((i) => (i.locale === 'en-US' ? bundle(i) : Promise.reject(new Error('404'))));
    a.actor.send({ type: 'locale.detect', stored: 'fr-CA', browser: [] });
    await waitFor(a.actor, (s) => s.matches('ready'));
    expect(a.calls.map((c) => c.locale)).toEqual(['fr-CA', 'en-US']);
    expect(a.actor.getSnapshot().context).toMatchObject({ locale: 'fr-CA', messages: { hello: 'hello en-US' }, usingFallbackMessages: true });

    const b = run(() => Promise.reject(new Error('offline')));
    b.actor.send({ type: 'locale.detect', stored: 'fr-CA', browser: [] });
    await waitFor(b.actor, (s) => s.matches('ready'));
    expect(b.actor.getSnapshot().context).toMatchObject({ messages: {}, usingFallbackMessages: true });
  });

  it('switches to an allowed locale and refuses unsupported or unchanged ones', async () => {
    const { actor, emitted } = run(bundle);
    actor.send({ type: 'locale.detect', stored: 'en-GB', browser: [] });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().can({ type: 'locale.select', locale: 'de-DE' })).toBe(false); // not a program locale
    expect(actor.getSnapshot().can({ type: 'locale.select', locale: 'fr-GB' })).toBe(false); // French not offered in GB
    expect(actor.getSnapshot().can({ type: 'locale.select', locale: 'en-GB' })).toBe(false); // already current
    actor.send({ type: 'locale.select', locale: 'es-US' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context.locale).toBe('es-US');
    expect(emitted.map((e) => [e.from, e.to])).toEqual([[null, 'en-GB'], ['en-GB', 'es-US']]);
  });

  it('a new selection while loading replaces the one in flight', async () => {
    const pending: Array<() => void> = [];
    const { actor, calls } = run((i) => new Promise((resolve) => pending.push(() => resolve({ messages: { l: i.locale } }))));
    actor.send({ type: 'locale.detect', stored: 'en-GB', browser: [] });
    actor.send({ type: 'locale.select', locale: 'fr-CA' });
    expect(calls.map((c) => c.locale)).toEqual(['en-GB', 'fr-CA']);
    pending[0]!(); // the stale load finishing changes nothing
    await Promise.resolve();
    expect(actor.getSnapshot().matches('loading')).toBe(true);
    pending[1]!();
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context).toMatchObject({ locale: 'fr-CA', messages: { l: 'fr-CA' } });
  });

  it('honours disabled locales', async () => {
    const { actor } = run(bundle, { disabledLocales: ['en-GB'], defaultBuyerLocale: 'en-US' });
    actor.send({ type: 'locale.detect', stored: 'en-GB', browser: [] });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context.locale).toBe('en-US');
  });
});
