import { describe, expect, it } from 'vitest';
import { ZERO_ID } from '../../../src/domain/session';
import { alertTargetsViewer, canSeeBuyer, decideBuyerAccess, meansOwnBuyer, type AlertTargets } from './access';

const buyerUser = { userType: 'BUYER', roles: ['buyerPayer'], buyerId: 'b1', programId: 'p1' };
const staff = { userType: 'STAFF', roles: ['customerSupport'], buyerId: null, programId: 'p1' };
const client = { userType: 'CLIENT', roles: ['clientAdministrator'], buyerId: null, programId: 'p1' };
const developer = { userType: 'CLIENT', roles: ['clientDeveloper'], buyerId: null, programId: 'p1' };

describe('canSeeBuyer', () => {
  it('lets buyer users see only their own buyer', () => {
    expect(canSeeBuyer(buyerUser, { id: 'b1', programId: 'p1' })).toBe(true);
    expect(canSeeBuyer(buyerUser, { id: 'b2', programId: 'p1' })).toBe(false);
  });

  it('lets MSTS users see only their own buyer', () => {
    expect(canSeeBuyer({ ...buyerUser, userType: 'MSTS' }, { id: 'b2', programId: 'p1' })).toBe(false);
  });

  it('refuses a buyer user without a buyer account', () => {
    expect(canSeeBuyer({ ...buyerUser, buyerId: null }, { id: 'b1', programId: 'p1' })).toBe(false);
  });

  it('lets staff and client users see any buyer of their program, and none of another', () => {
    for (const viewer of [staff, client]) {
      expect(canSeeBuyer(viewer, { id: 'b9', programId: 'p1' })).toBe(true);
      expect(canSeeBuyer(viewer, { id: 'b9', programId: 'p2' })).toBe(false);
    }
  });

  it("keeps a seller's developer out of every buyer's account (spec 6: API keys and test data)", () => {
    expect(canSeeBuyer(developer, { id: 'b9', programId: 'p1' })).toBe(false);
    expect(decideBuyerAccess(developer, { id: 'b9', programId: 'p1' }, 'b9')).toBe('forbid');
    expect(decideBuyerAccess(developer, null, 'b9')).toBe('forbid');
  });
});

describe('decideBuyerAccess', () => {
  it('hides from buyer users whether another buyer exists', () => {
    expect(decideBuyerAccess(buyerUser, null, 'b2')).toBe('forbid');
    expect(decideBuyerAccess(buyerUser, { id: 'b2', programId: 'p1' }, 'b2')).toBe('forbid');
    expect(decideBuyerAccess(buyerUser, { id: 'b1', programId: 'p1' }, 'b1')).toBe('allow');
  });

  it('tells program-wide users that a buyer does not exist', () => {
    expect(decideBuyerAccess(staff, null, 'b9')).toBe('notFound');
    expect(decideBuyerAccess(client, { id: 'b9', programId: 'p2' }, 'b9')).toBe('forbid');
  });
});

describe('meansOwnBuyer', () => {
  it('treats absent and all-zero ids as the own buyer', () => {
    expect(meansOwnBuyer(undefined)).toBe(true);
    expect(meansOwnBuyer(null)).toBe(true);
    expect(meansOwnBuyer(ZERO_ID)).toBe(true);
    expect(meansOwnBuyer('b1')).toBe(false);
  });
});

describe('alertTargetsViewer', () => {
  const untargeted: AlertTargets = { enabled: true, targetUserType: null, targetRole: null, targetCountry: null, targetProgramId: null };
  const audience = { userType: 'BUYER', roles: ['buyerPayer'], country: 'GB', programId: 'p1' };

  it('shows an enabled alert without targets to everyone', () => {
    expect(alertTargetsViewer(untargeted, audience)).toBe(true);
  });

  it('hides a disabled alert', () => {
    expect(alertTargetsViewer({ ...untargeted, enabled: false }, audience)).toBe(false);
  });

  it('matches each target it sets', () => {
    expect(alertTargetsViewer({ ...untargeted, targetRole: 'buyerPayer' }, audience)).toBe(true);
    expect(alertTargetsViewer({ ...untargeted, targetRole: 'Buyer:Administrator' }, audience)).toBe(false);
    expect(alertTargetsViewer({ ...untargeted, targetUserType: 'CLIENT' }, audience)).toBe(false);
    expect(alertTargetsViewer({ ...untargeted, targetCountry: 'US' }, audience)).toBe(false);
    expect(alertTargetsViewer({ ...untargeted, targetProgramId: 'p2' }, audience)).toBe(false);
    expect(alertTargetsViewer({ ...untargeted, targetCountry: 'GB', targetProgramId: 'p1' }, audience)).toBe(true);
  });
});
