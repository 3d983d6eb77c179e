import { sql } from 'kysely';
import { z } from 'zod';
import { portalError } from '../../graphql/errors';
import { idSchema, parseInput } from '../../graphql/parseInput';
import type { Resolvers } from '../../schema/generated/resolvers';
import { loadBuyerAccount } from '../invoices/chargeScope';
import { findPrimaryEmailChange, toPrimaryEmailChange } from '../company/primaryContactRecords';
import { applyServicerCompanyEvent } from '../company/servicerEvents';
import { resendInvitation } from '../users/resendInvitation';
import { customerUsers } from '../customers/customerRecords';
import { openBuyerPortal } from './portalHandoff';
import { requireSupport } from './supportAccess';

/**
 * The support console (issue 14 item 6): supportFindUsers, supportResendInvitation,
 * supportDecidePrimaryEmailChange, openBuyerPortal. Each reuses the module that owns the workflow:
 * users (the activationLink machine's reissue and the invitation e-mail), company (support's
 * decision through the primaryEmailChange machine, published and e-mailed as when the servicer
 * reports it), the auth handoff token. MFA reset is users' resetUserMfa (already open to support).
 */
const searchSchema = z.object({ search: z.string().trim().min(2).max(100) });
const decisionSchema = z.object({ changeId: idSchema, approve: z.boolean(), reason: z.string().regex(/^[A-Za-z]{1,40}$/).nullish() }).strict();
const portalSchema = z.object({ buyerId: idSchema, path: z.string().max(500).nullish() });

const likePattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export const supportResolvers: Resolvers = {
  Query: {
    supportFindUsers: async (_parent, args, context) => {
      const { programId } = requireSupport(context);
      const { search } = parseInput(searchSchema, args, 'args');
      const pattern = likePattern(search);
      const rows = await context.services.db
        .selectFrom('users as u')
        .leftJoin('buyers as b', 'b.id', 'u.buyer_id')
        .select(['u.id', 'u.email', 'u.first_name', 'u.last_name', 'u.user_type', 'u.status', 'u.buyer_id', 'b.name as buyer_name'])
        .where('u.program_id', '=', programId)
        .where('u.contact_only', '=', false)
        .where((eb) =>
          eb.or([
            eb(eb.fn('lower', ['u.email']), 'like', pattern),
            eb(sql<string>`lower(u.first_name || ' ' || u.last_name)`, 'like', pattern),
            eb(eb.fn('lower', ['b.name']), 'like', pattern),
          ]),
        )
        .orderBy('u.email')
        .limit(50)
        .execute();
      return rows.map((row) => ({
        id: row.id, email: row.email, firstName: row.first_name, lastName: row.last_name, userType: row.user_type, status: row.status, buyerId: row.buyer_id, buyerName: row.buyer_name,
      }));
    },
  },

  Mutation: {
    supportResendInvitation: async (_parent, args, context) => {
      const support = requireSupport(context);
      const { userId } = parseInput(z.object({ userId: idSchema }), args, 'args');
      const { db } = context.services;
      const user = await db.selectFrom('users').select(['id', 'buyer_id', 'program_id']).where('id', '=', userId).executeTakeFirst();
      const buyer = user?.buyer_id && user.program_id === support.programId ? await loadBuyerAccount(db, user.buyer_id) : null;
      if (!user || !buyer) throw portalError('NOT_FOUND');
      // Support acts on the buyer's behalf, as its administrator would, with its own name on the trail.
      await resendInvitation(context.services, { buyer, userId: support.userId, role: support.role, isAccountAdmin: true, programWide: false, groupIds: null, mayResetMfa: true }, user.id);
      const shown = (await customerUsers(db, buyer.id)).find((u) => u.id === user.id);
      if (!shown) throw portalError('NOT_FOUND');
      return shown;
    },

    supportDecidePrimaryEmailChange: async (_parent, { input }, context) => {
      const support = requireSupport(context);
      const parsed = parseInput(decisionSchema, input, 'input');
      const { services } = context;
      const change = await findPrimaryEmailChange(services.db, parsed.changeId);
      const buyer = change ? await loadBuyerAccount(services.db, change.buyer_id) : null;
      if (!change || buyer?.programId !== support.programId) throw portalError('NOT_FOUND');
      await applyServicerCompanyEvent(
        services,
        parsed.approve ? { kind: 'primaryEmail.approved', changeId: change.id } : { kind: 'primaryEmail.rejected', changeId: change.id, reason: parsed.reason ?? null },
      );
      const decided = await findPrimaryEmailChange(services.db, change.id);
      if (!decided) throw portalError('NOT_FOUND');
      return toPrimaryEmailChange(decided, services.now());
    },

    openBuyerPortal: async (_parent, args, context) => {
      const support = requireSupport(context);
      const parsed = parseInput(portalSchema, args, 'args');
      return openBuyerPortal(context.services, support, parsed.buyerId, parsed.path ?? null);
    },
  },
};
