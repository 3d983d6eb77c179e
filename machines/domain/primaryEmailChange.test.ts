import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import {
  initialFor,
  isPrimaryEmailChangeOverdue,
  primaryEmailChangeMachine as machine,
  primaryEmailChangeRules,
  primaryEmailChangeSampleEvents,
  primaryEmailChangeSampleInput,
  primaryEmailChangeStatus,
} from './primaryEmailChange';
import type { PrimaryEmailChangeEvent } from './primaryEmailChange';
import { reachedStates, run, send, testModelPaths, uncovered } from './testSupport';

const NOW = '2026-03-02T09:00:00Z';
const draft = () => initialFor({ status: 'draft', currentEmail: 'admin@acme.example' });
const submit = (newEmail: string, emailInUse = false, hasPendingChange = false): PrimaryEmailChangeEvent => ({ type: 'primaryEmail.submit', newEmail, emailInUse, hasPendingChange, now: NOW });

describe('primaryEmailChange', () => {
  it('submitted, then approved: the new address becomes the primary e-mail', () => {
    const s1 = run(machine, [submit(' Finance@Acme.example')], draft());
    expect([primaryEmailChangeStatus(s1), s1.context.newEmail, s1.context.submittedAt]).toEqual(['submitted', 'finance@acme.example', NOW]);
    const s2 = run(machine, [{ type: 'primaryEmail.approved', emailInUse: false, now: '2026-03-03T10:00:00Z' }], s1);
    expect([primaryEmailChangeStatus(s2), s2.context.currentEmail]).toEqual(['approved', 'finance@acme.example']);
  });

  it('submitted, then rejected: the primary e-mail stays', () => {
    const s = run(machine, [submit('finance@acme.example'), { type: 'primaryEmail.rejected', now: NOW, reason: 'unverified' }], draft());
    expect([primaryEmailChangeStatus(s), s.context.currentEmail, s.context.rejectionReason]).toEqual(['rejected', 'admin@acme.example', 'unverified']);
  });

  it('is overdue for display 48 hours after submission, not before', () => {
    const s = run(machine, [submit('finance@acme.example')], draft());
    expect(isPrimaryEmailChangeOverdue(s, '2026-03-04T08:59:59Z')).toBe(false);
    expect(isPrimaryEmailChangeOverdue(s, '2026-03-04T09:00:00Z')).toBe(true);
  });

  it.each<[string, PrimaryEmailChangeEvent, string[]]>([
    ['the current address', submit('ADMIN@acme.example'), ['sameAsCurrentEmail']],
    ['an address in use', submit('payer@acme.example', true), ['emailAlreadyInUse']],
    ['not an address', submit('finance'), ['emailInvalid']],
    ['a second change while one is pending', submit('finance@acme.example', false, true), ['anotherChangePending']],
  ])('refuses %s (isEmailChangeAcceptable)', (_name, event, problems) => {
    const d = draft();
    expect(send(machine, d, event)).toMatchObject({ accepted: false, failedGuards: ['isEmailChangeAcceptable'] });
    expect(primaryEmailChangeRules.isEmailChangeAcceptable.explain?.({ context: d.context, event })).toEqual(problems);
  });

  it('refuses to approve an address another user took meanwhile (isNewEmailStillFree); the change stays submitted', () => {
    const submitted = run(machine, [submit('finance@acme.example')], draft());
    expect(send(machine, submitted, { type: 'primaryEmail.approved', emailInUse: true, now: NOW })).toMatchObject({ accepted: false, failedGuards: ['isNewEmailStillFree'] });
  });

  it('a decided change takes no other decision', () => {
    expect(send(machine, initialFor({ status: 'approved' }), { type: 'primaryEmail.rejected', now: NOW }).accepted).toBe(false);
  });

  it('runs in an actor', () => {
    const actor = createActor(machine, { input: { currentEmail: 'a@acme.example' } }).start();
    actor.send(submit('b@acme.example'));
    expect(actor.getSnapshot().value).toBe('submitted');
  });

  it('every transition is covered and every state reached', () => {
    expect(uncovered(machine, primaryEmailChangeSampleEvents, primaryEmailChangeSampleInput)).toEqual([]);
    expect([...reachedStates(testModelPaths(machine, primaryEmailChangeSampleEvents, primaryEmailChangeSampleInput))].sort()).toEqual(['approved', 'draft', 'rejected', 'submitted']);
  });
});
