import { describe, expect, it } from 'vitest';
import { SELLER_ROLES, sellerInviteProblems, sellerRoleChangeProblems, sellerSuspensionProblems, offersInvitationResend } from './sellerUsers';

describe('seller users (issue 14: the clientAdministrator manages the seller\'s own users)', () => {
  it('offers only the seller\'s roles: staff roles are not the seller\'s to give', () => {
    expect([...SELLER_ROLES]).toEqual(['clientAdministrator', 'clientDeveloper', 'accountManager']);
    expect(sellerInviteProblems({ role: 'customerSupport', emailTaken: false })).toEqual(['notSellerRole']);
    expect(sellerInviteProblems({ role: 'Buyer:Administrator', emailTaken: true })).toEqual(['duplicateEmail', 'notSellerRole']);
    expect(sellerInviteProblems({ role: 'accountManager', emailTaken: false })).toEqual([]);
  });

  it('administrators cannot lower their own role, but may change anyone else\'s', () => {
    expect(sellerRoleChangeProblems({ actingUserId: 'a', targetUserId: 'a', role: 'clientDeveloper' })).toEqual(['ownRoleLowered']);
    expect(sellerRoleChangeProblems({ actingUserId: 'a', targetUserId: 'a', role: 'clientAdministrator' })).toEqual([]);
    expect(sellerRoleChangeProblems({ actingUserId: 'a', targetUserId: 'b', role: 'clientDeveloper' })).toEqual([]);
    expect(sellerRoleChangeProblems({ actingUserId: 'a', targetUserId: 'b', role: 'underwriter' })).toEqual(['notSellerRole']);
  });

  it('administrators cannot suspend their own account', () => {
    expect(sellerSuspensionProblems({ actingUserId: 'a', targetUserId: 'a' })).toEqual(['ownAccountSuspended']);
    expect(sellerSuspensionProblems({ actingUserId: 'a', targetUserId: 'b' })).toEqual([]);
  });
});

describe('offersInvitationResend', () => {
  it('offers the resend only to a user who has not activated yet', () => {
    expect(offersInvitationResend('pending')).toBe(true);
    for (const status of ['active', 'suspended', 'deleted']) expect(offersInvitationResend(status)).toBe(false);
  });
});
