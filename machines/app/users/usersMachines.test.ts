import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { canCommand, editUserMachine } from './editUserMachine';
import { inviteUserMachine } from './inviteUserMachine';
import { inviteDraftProblems, inviteLimitCeiling, userChangeDraftProblems } from './userDrafts';
import { userFailureOf } from './userFailure';
import { sampleOptions, sampleUser } from './userSamples';
import type { InviteDraft, UserSummary } from './userTypes';

const DRAFT: InviteDraft = {
  firstName: 'Jamie', lastName: 'Tester', email: 'jamie@acme.example', phone: '', internalId: '', groupId: 'g2', roles: ['buyerPurchaser'],
  contactTypes: [], invoicePermissions: [], receiveInvoiceEmails: false, limitMinor: null,
};

describe('users app machines and their drafts', () => {
  it('the invite draft is checked with the server rules: limit ceiling, Payer at the top, roles the viewer may give', () => {
    expect(inviteDraftProblems(DRAFT, sampleOptions, false)).toEqual([]);
    expect(inviteDraftProblems({ ...DRAFT, limitMinor: 25_000_001 }, sampleOptions, false)).toEqual(['exceedsCompanyLine']);
    const inviterLimited = { ...sampleOptions, inviterLimit: { amountMinor: 100, currency: 'USD' } };
    expect(inviteDraftProblems({ ...DRAFT, limitMinor: 101 }, inviterLimited, false)).toEqual(['exceedsInviterLimit']);
    expect(inviteLimitCeiling(inviterLimited)).toEqual({ amountMinor: 100, currency: 'USD' });
    expect(inviteDraftProblems({ ...DRAFT, roles: ['buyerPayer'] }, sampleOptions, false)).toEqual(['payerOnlyInTopLevelGroup']);
    expect(inviteDraftProblems({ ...DRAFT, roles: [] }, sampleOptions, true)).toEqual([]);
    expect(inviteDraftProblems({ ...DRAFT, limitMinor: 5 }, { ...sampleOptions, individualCreditLimitsEnabled: false }, false)).toEqual(['individualCreditLimitsDisabled']);
  });

  it('an Edit User change holds only a change of roles against the editor', () => {
    const admin = sampleUser({ roles: ['Buyer:Administrator'] });
    const groupAdmin = { ...sampleOptions, isAccountAdmin: false };
    expect(userChangeDraftProblems(admin, { firstName: 'Al' }, groupAdmin)).toEqual([]);
    expect(userChangeDraftProblems(admin, { roles: ['Buyer:Administrator'] }, groupAdmin)).toEqual(['roleNotGrantable']);
    expect(userChangeDraftProblems(sampleUser({ roles: ['buyerPayer'] }), { groupId: 'g2' }, sampleOptions)).toEqual(['payerOnlyInTopLevelGroup']);
  });

  it('a refusal of a user rule names the field it belongs to', () => {
    expect(userFailureOf({ code: 'USER_CHANGE_REFUSED', messageId: 'users.rule.duplicateEmail' })).toEqual({ code: 'USER_CHANGE_REFUSED', messageId: 'users.rule.duplicateEmail', field: 'email' });
    expect(userFailureOf(new Error('boom'))).toEqual({ code: 'INTERNAL', messageId: 'error.generic' });
  });

  it('status commands follow the userStatus machine', () => {
    expect(['active', 'pending', 'suspended', 'deleted'].map((status) => canCommand(sampleUser({ status: status as never }), 'suspend'))).toEqual([true, false, false, false]);
    expect(canCommand(sampleUser({ status: 'suspended' }), 'reEnable')).toBe(true);
    expect(canCommand(sampleUser({ status: 'deleted' }), 'deactivate')).toBe(false);
    expect(canCommand(sampleUser({ canManage: false }), 'deactivate')).toBe(false);
  });

  it('a refused invitation keeps the draft and says why', async () => {
    const actor = createActor(
      inviteUserMachine.provide({
        actors: {
          loadOptions: fromPromise(async () => sampleOptions),
          inviteUser: fromPromise<UserSummary, { draft: InviteDraft; contactOnly: boolean; idempotencyKey: string }>(async () => {
            throw { code: 'USER_CHANGE_REFUSED', messageId: 'users.rule.duplicateEmail' };
          }),
        },
      }),
      { input: { contactOnly: false, idempotencyKey: 'k-1' } },
    ).start();
    await new Promise((resolve) => setTimeout(resolve, 0));
    actor.send({ type: 'invite.submit', draft: DRAFT });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context).toMatchObject({ draft: DRAFT, failure: { field: 'email', messageId: 'users.rule.duplicateEmail' } });
  });

  it('suspending asks for a reason; a blank one is not sent', async () => {
    const sent: unknown[] = [];
    const actor = createActor(
      editUserMachine.provide({
        actors: {
          loadUser: fromPromise<UserSummary | null, { userId: string }>(async () => sampleUser()),
          loadOptions: fromPromise(async () => sampleOptions),
          updateUser: fromPromise(async () => sampleUser()),
          userCommand: fromPromise(async ({ input }) => {
            sent.push(input.command);
            return sampleUser({ status: 'suspended' });
          }),
        },
      }),
      { input: { userId: 'u2' } },
    ).start();
    await new Promise((resolve) => setTimeout(resolve, 0));
    actor.send({ type: 'editUser.openSuspend' });
    actor.send({ type: 'editUser.confirm', reason: '  ' });
    expect(actor.getSnapshot().matches({ ready: 'confirmingSuspend' })).toBe(true);
    actor.send({ type: 'editUser.confirm', reason: 'review' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(sent).toEqual([{ kind: 'suspend', reason: 'review' }]);
    expect(actor.getSnapshot().context).toMatchObject({ done: 'suspend', user: { status: 'suspended' } });
  });
});
