import { isAutoPayRequired } from '../../../machines/rules/bankAccountRules';
import type { GraphQLContext } from '../../graphql/context';
import { portalError } from '../../graphql/errors';
import type { BankAccount, Resolvers } from '../../schema/generated/resolvers';
import { UUID_PATTERN, parseInput } from '../../graphql/parseInput';
import { addBankAccount } from './addBankAccount';
import { bankAccountFingerprintKey } from './bankAccountFingerprint';
import { resolveBankAccountAccess } from './bankAccountAccess';
import { publishBankAccountUpdated } from './bankAccountEvents';
import { addBankAccountInputSchema } from './bankAccountInput';
import { findBankAccount, listBankAccounts, toBankAccount } from './bankAccountRecords';
import { mandatesFor, submitMandate } from './mandateWorker';
import { sendMandateNotice } from './notifyMandate';
import { setBankAccountAutoPay } from './setBankAccountAutoPay';

async function billingCycleOf(context: GraphQLContext, buyerId: string): Promise<string> {
  const row = await context.services.db.selectFrom('buyers').select('billing_cycle').where('id', '=', buyerId).executeTakeFirstOrThrow();
  return row.billing_cycle;
}

/** One account for a user who may read the buyer's accounts; null when there is none to show. */
async function visibleBankAccount(context: GraphQLContext, id: string): Promise<BankAccount | null> {
  if (!UUID_PATTERN.test(id)) return null;
  const row = await findBankAccount(context.services.db, id.toLowerCase());
  if (!row) return null;
  const access = await resolveBankAccountAccess(context, row.buyer_id, 'read').catch(() => null);
  return access ? toBankAccount(row) : null;
}

/** bankAccounts, addBankAccount, setBankAccountAutoPay, bankAccountUpdated. */
export const bankAccountResolvers: Resolvers = {
  Query: {
    bankAccounts: async (_parent, { buyerId }, context) => {
      const { buyer, canManage } = await resolveBankAccountAccess(context, buyerId, 'read');
      const rows = await listBankAccounts(context.services.db, buyer.id);
      return {
        accounts: rows.map(toBankAccount),
        canManage,
        autoPayRequired: isAutoPayRequired(await billingCycleOf(context, buyer.id)),
        now: context.services.now(),
        viewerUserId: context.viewer.user.id,
      };
    },
  },

  Mutation: {
    addBankAccount: async (_parent, { input }, context) => {
      const parsed = parseInput(addBankAccountInputSchema, input, 'input');
      const { buyer, role } = await resolveBankAccountAccess(context, parsed.buyerId, 'manage');
      const { services } = context;
      const mandates = mandatesFor(services);
      const now = services.now();
      const added = await addBankAccount(services.db, {
        buyerId: buyer.id,
        billingCycle: await billingCycleOf(context, buyer.id),
        userId: context.viewer.user.id,
        role,
        input: parsed,
        now,
        settlesAt: mandates.settlesAt(now),
        fingerprintKey: bankAccountFingerprintKey(services.keys),
      });
      if (!added.replayed) {
        submitMandate(mandates, added.row, now);
        publishBankAccountUpdated(services, buyer.id, added.row.id, added.row.mandate_status);
        await sendMandateNotice(services, 'mandate.pending', added.row);
      }
      return toBankAccount(added.row);
    },

    setBankAccountAutoPay: async (_parent, { id, autoPay }, context) => {
      const row = UUID_PATTERN.test(id) ? await findBankAccount(context.services.db, id.toLowerCase()) : undefined;
      if (!row) throw portalError('NOT_FOUND');
      const { buyer, role } = await resolveBankAccountAccess(context, row.buyer_id, 'manage');
      // Spec 5: AutoPay must be on when the terms require it; only the active account has AutoPay.
      // Checked again under a lock of the row, with the write and its audit entry (setBankAccountAutoPay.ts).
      const updated = await setBankAccountAutoPay(context.services.db, {
        bankAccountId: row.id,
        buyerId: buyer.id,
        autoPay,
        userId: context.viewer.user.id,
        role,
        now: context.services.now(),
      });
      publishBankAccountUpdated(context.services, buyer.id, updated.id, updated.mandate_status);
      return toBankAccount(updated);
    },
  },

  Subscription: {
    bankAccountUpdated: {
      subscribe: async (_parent, { buyerId }, context) => {
        const { buyer } = await resolveBankAccountAccess(context, buyerId, 'read');
        return context.services.pubsub.subscribe('bankAccountUpdated', buyer.id);
      },
      resolve: async (event: { bankAccountId: string }, _args: unknown, context: GraphQLContext) => {
        const account = await visibleBankAccount(context, event.bankAccountId);
        if (!account) throw new Error('bankAccountUpdated: bank account not visible');
        return account;
      },
    },
  },
};
