import { z } from 'zod';
import { UUID_PATTERN, parseInput } from '../../graphql/parseInput';
import type { GraphQLContext } from '../../graphql/context';
import { portalError } from '../../graphql/errors';
import type { ClientUser, Resolvers } from '../../schema/generated/resolvers';
import { inviteClientUser, resendClientUserInvitation, setClientUserRole, setClientUserSuspended } from './clientUserAdmin';
import { currentRequests, toCreditIncrease } from '../creditIncreases/creditIncreaseRecords';
import { currentChanges, toPrimaryEmailChange } from '../company/primaryContactRecords';
import { requireClientAdministrator, requireCustomerReader } from './customerAccess';
import { customerUsers, findCustomers } from './customerRecords';
import { customerPreauthorizations, PREAUTHORIZATION_PAGE_DEFAULT, PREAUTHORIZATION_PAGE_MAX } from './preauthorizationRecords';

/** customers, customer, customerPreauthorizations, clientUsers and the seller-user mutations (server/schema/customers.graphql). */
const filterSchema = z.object({
  search: z.string().trim().max(100).nullish(),
  status: z.string().max(40).regex(/^[A-Za-z]+$/, 'Not a status').nullish(),
});

const pageSchema = z.object({
  offset: z.number().int().min(0).max(1_000_000).nullish(),
  limit: z.number().int().min(1).max(PREAUTHORIZATION_PAGE_MAX).nullish(),
});

export const customerResolvers: Resolvers = {
  Query: {
    customers: async (_parent, args, context) => {
      const { programId } = requireCustomerReader(context);
      const parsed = parseInput(filterSchema, args, 'args');
      return findCustomers(context.services.db, { programId, search: parsed.search || null, status: parsed.status || null });
    },

    customer: async (_parent, { id }, context) => {
      const { programId } = requireCustomerReader(context);
      if (!UUID_PATTERN.test(id)) return null;
      const { db, now } = context.services;
      const [customer] = await findCustomers(db, { programId, search: null, status: null, buyerId: id.toLowerCase() });
      if (!customer) return null;
      const at = now();
      const [users, credit, email] = await Promise.all([customerUsers(db, customer.id), currentRequests(db, customer.id), currentChanges(db, customer.id)]);
      return {
        customer,
        users,
        pendingCreditIncrease: credit.pending ? toCreditIncrease(credit.pending, at) : null,
        pendingEmailChange: email.pending ? toPrimaryEmailChange(email.pending, at) : null,
      };
    },

    customerPreauthorizations: async (_parent, { customerId, offset, limit }, context) => {
      const { programId } = requireCustomerReader(context);
      const page = parseInput(pageSchema, { offset, limit }, 'args');
      if (!UUID_PATTERN.test(customerId)) return null;
      const { db } = context.services;
      const buyer = await db.selectFrom('buyers').select('id').where('id', '=', customerId.toLowerCase()).where('program_id', '=', programId).executeTakeFirst();
      if (!buyer) return null;
      return customerPreauthorizations(db, buyer.id, { offset: page.offset ?? 0, limit: page.limit ?? PREAUTHORIZATION_PAGE_DEFAULT });
    },

    clientUsers: async (_parent, _args, context) => sellerUsers(context, requireClientAdministrator(context)),
  },
  Mutation: {
    inviteClientUser: async (_parent, { input }, context) => oneSellerUser(context, await inviteClientUser(context, input)),
    setClientUserRole: async (_parent, args, context) => oneSellerUser(context, await setClientUserRole(context, args)),
    suspendClientUser: async (_parent, args, context) => oneSellerUser(context, await setClientUserSuspended(context, args, true)),
    reEnableClientUser: async (_parent, args, context) => oneSellerUser(context, await setClientUserSuspended(context, args, false)),
    resendClientUserInvitation: async (_parent, args, context) => oneSellerUser(context, await resendClientUserInvitation(context, args)),
  },
};

/** The seller's own users (CLIENT, same program and client), or the one with `id`. */
async function sellerUsers(context: GraphQLContext, seller: { programId: string; clientId: string | null }, id?: string): Promise<ClientUser[]> {
  let query = context.services.db
    .selectFrom('users')
    .select(['id', 'email', 'first_name', 'last_name', 'roles', 'status'])
    .where('program_id', '=', seller.programId)
    .where('user_type', '=', 'CLIENT');
  query = seller.clientId ? query.where('client_id', '=', seller.clientId) : query.where('client_id', 'is', null);
  if (id) query = query.where('id', '=', id);
  const rows = await query.orderBy('last_name').orderBy('first_name').orderBy('id').execute();
  return rows.map((row) => ({ id: row.id, email: row.email, firstName: row.first_name, lastName: row.last_name, roles: row.roles, status: row.status }));
}

async function oneSellerUser(context: GraphQLContext, id: string): Promise<ClientUser> {
  const [user] = await sellerUsers(context, requireClientAdministrator(context), id);
  if (!user) throw portalError('NOT_FOUND');
  return user;
}
