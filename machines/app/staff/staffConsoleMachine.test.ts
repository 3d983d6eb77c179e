import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { staffConsoleMachine } from './staffConsoleMachine';
import type { StaffAction, StaffQuery } from './staffTypes';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('staffConsole machine', () => {
  it('loads for the query, searches again, acts, announces the outcome and reloads; a refusal keeps the page', async () => {
    const loaded: StaffQuery[] = [];
    const acts: (unknown | Error)[] = [{ url: '/x-session?jwtAuth=t' }, Object.assign(new Error('refused'), { code: 'RULE_REFUSED', messageId: 'rule.creditIncrease.notAllowedInState' })];
    const actor = createActor(
      staffConsoleMachine.provide({
        actors: {
          loadPage: fromPromise<unknown, StaffQuery>(async ({ input }) => {
            loaded.push(input);
            return { rows: loaded.length };
          }),
          runAction: fromPromise<unknown, StaffAction>(async ({ input }) => {
            const answer = acts.shift();
            if (answer instanceof Error) throw answer;
            return { ...(answer as object), kind: input.kind };
          }),
        },
      }),
      { input: { query: { search: null } } },
    ).start();
    const announced: unknown[] = [];
    actor.on('console.acted', (event) => announced.push(event.outcome));
    await settle();
    actor.send({ type: 'console.search', query: { search: 'acme' } });
    await settle();
    expect(loaded).toEqual([{ search: null }, { search: 'acme' }]);
    actor.send({ type: 'console.act', action: { kind: 'openPortal', buyerId: 'b', path: '/' } });
    await settle();
    await settle();
    expect(announced).toEqual([{ url: '/x-session?jwtAuth=t', kind: 'openPortal' }]);
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context.data).toEqual({ rows: 3 });
    actor.send({ type: 'console.act', action: { kind: 'resetMfa', userId: 'u' } });
    await settle();
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context.actionFailure).toMatchObject({ code: 'RULE_REFUSED', messageId: 'rule.creditIncrease.notAllowedInState' });
    expect(loaded).toHaveLength(3);
  });

  it('a first load that fails waits for a retry; a failed reload keeps the data', async () => {
    let fail = true;
    const actor = createActor(
      staffConsoleMachine.provide({
        actors: {
          loadPage: fromPromise<unknown, StaffQuery>(async () => {
            if (fail) throw Object.assign(new Error('offline'), { code: 'INTERNAL', messageId: 'signIn.error.internal' });
            return { ok: true };
          }),
        },
      }),
      { input: {} },
    ).start();
    await settle();
    expect(actor.getSnapshot().value).toBe('failed');
    fail = false;
    actor.send({ type: 'console.retry' });
    await settle();
    expect(actor.getSnapshot().context.data).toEqual({ ok: true });
    fail = true;
    actor.send({ type: 'console.refresh' });
    await settle();
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context).toMatchObject({ data: { ok: true }, failure: { code: 'INTERNAL' } });
  });
});
