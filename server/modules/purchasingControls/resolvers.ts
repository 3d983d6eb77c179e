import { purchasePolicyProblems } from '../../../machines/rules/purchasePolicy';
import { shipToFieldProblems, tidyShipTo } from '../../../machines/rules/shipToAddress';
import type { Resolvers } from '../../schema/generated/resolvers';
import { parseInput } from '../../graphql/parseInput';
import { resolveControlsAccess } from './controlsAccess';
import { addressRefused, purchasePolicyRefused, setFeatureInputSchema, setIndividualLimitInputSchema, setPolicyInputSchema, setReturnAddressInputSchema } from './controlsInput';
import { setIndividualLimit } from './individualLimit';
import { ensureControlsRow, toPurchasingControls } from './controlsRecords';
import { setPurchasingFeature } from './setFeature';

/** purchasingControls, setPurchasingFeature, setPurchasePolicy, setIndividualCreditLimit, setCardReturnAddress. */
export const purchasingControlsResolvers: Resolvers = {
  Query: {
    purchasingControls: async (_parent, { buyerId }, context) => {
      const { buyer, canManage } = await resolveControlsAccess(context, buyerId, 'read');
      return toPurchasingControls(context.services.db, buyer, canManage);
    },
  },

  Mutation: {
    setPurchasingFeature: async (_parent, { input }, context) => {
      const parsed = parseInput(setFeatureInputSchema, input, 'input');
      const { buyer, role } = await resolveControlsAccess(context, parsed.buyerId, 'manage');
      const { services } = context;
      await setPurchasingFeature(services.db, {
        buyerId: buyer.id, feature: parsed.feature, on: parsed.switch === 'Enabled', now: services.now(), actor: { userId: context.viewer.user.id, role },
      });
      return toPurchasingControls(services.db, buyer, true);
    },

    setPurchasePolicy: async (_parent, { input }, context) => {
      const parsed = parseInput(setPolicyInputSchema, input, 'input');
      const { buyer } = await resolveControlsAccess(context, parsed.buyerId, 'manage');
      const maxValueMinor = parsed.maxValueMinor ?? null;
      const problems = purchasePolicyProblems({ maxValueMinor, companyLineMinor: buyer.creditApprovedMinor });
      if (problems.length > 0) throw purchasePolicyRefused(problems);
      await context.services.db.updateTable('buyers').set({ purchase_policy_max_minor: maxValueMinor }).where('id', '=', buyer.id).execute();
      return toPurchasingControls(context.services.db, buyer, true);
    },

    setIndividualCreditLimit: async (_parent, { input }, context) => {
      const parsed = parseInput(setIndividualLimitInputSchema, input, 'input');
      const { buyer } = await resolveControlsAccess(context, null, 'manage');
      return setIndividualLimit(context.services.db, buyer, parsed.userId, parsed.limitMinor ?? null);
    },

    setCardReturnAddress: async (_parent, { input }, context) => {
      const parsed = parseInput(setReturnAddressInputSchema, input, 'input');
      const { buyer } = await resolveControlsAccess(context, parsed.buyerId, 'manage');
      const address = tidyShipTo(parsed.address);
      const problems = shipToFieldProblems(address);
      if (problems.length > 0) throw addressRefused(problems);
      const { db } = context.services;
      await ensureControlsRow(db, buyer.id);
      await db
        .updateTable('buyer_purchasing_controls')
        .set({ card_return_address: JSON.stringify(address), updated_at: context.services.now() })
        .where('buyer_id', '=', buyer.id)
        .execute();
      return toPurchasingControls(db, buyer, true);
    },
  },
};
