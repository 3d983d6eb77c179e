import { describe, expect, it } from 'vitest';
import { ADMIN_OR_PAYER_ROLES, ADMIN_ROLES, roleIn } from './roleAudiences';
import { canAccessRoute } from './routeAccess';

describe('role audiences', () => {
  it('names the role that grants the audience, or none', () => {
    expect(roleIn(['Buyer:Purchaser', 'buyerPayer'], ADMIN_OR_PAYER_ROLES)).toBe('buyerPayer');
    expect(roleIn(['buyerPayer'], ADMIN_ROLES)).toBeNull();
  });

  it('the routes and the API agree: "admin or payer" opens the payment routes, "admin" the admin routes', () => {
    for (const role of ['Buyer:Administrator', 'buyerPayer', 'Buyer:GroupAdministrator', 'buyerPurchaser']) {
      expect(canAccessRoute([role], 'BUYER', 'payments')).toBe(ADMIN_OR_PAYER_ROLES.includes(role));
      expect(canAccessRoute([role], 'BUYER', 'buyerAdmin')).toBe(ADMIN_ROLES.includes(role));
    }
  });
});
