import { z } from 'zod';
import { GraphQLError } from '../../graphql/graphqlRuntime';
import { ERRORS } from '../../../src/domain/errors';
import type { PurchasePolicyProblem } from '../../../machines/rules/purchasePolicy';
import type { ShipToFieldProblem } from '../../../machines/rules/shipToAddress';

/** zod schemas of the purchasing-controls inputs and their refusals. */
const buyerId = z.string().nullish();
const text = z.string().max(200).nullish();

export const shipToInputSchema = z.object({ attentionTo: text, line1: z.string().max(200), line2: text, city: z.string().max(200), state: text, zip: z.string().max(200) });
export const setFeatureInputSchema = z.object({ buyerId, feature: z.enum(['IndividualCreditLimits', 'PurchaseCards']), switch: z.enum(['Enabled', 'Disabled']) });
export const setPolicyInputSchema = z.object({ buyerId, maxValueMinor: z.number().nullish() });
export const setIndividualLimitInputSchema = z.object({ userId: z.string().regex(/^[0-9a-f-]{36}$/i, 'Not an id').transform((id) => id.toLowerCase()), limitMinor: z.number().nullish() });
export const setReturnAddressInputSchema = z.object({ buyerId, address: shipToInputSchema });

export function purchasePolicyRefused(problems: readonly PurchasePolicyProblem[]): GraphQLError {
  return new GraphQLError('The purchase policy cannot be set as requested', {
    extensions: { code: 'PURCHASE_POLICY_REFUSED', messageId: ERRORS.PURCHASE_POLICY_REFUSED, problems: problems.map((code) => ({ code, messageId: `purchasingControls.policy.${code}` })) },
  });
}

export function addressRefused(problems: readonly ShipToFieldProblem[]): GraphQLError {
  return new GraphQLError('The address is not valid', {
    extensions: { code: 'BAD_USER_INPUT', messageId: ERRORS.BAD_USER_INPUT, problems: problems.map((p) => ({ code: p.problem, field: p.field, max: p.max })) },
  });
}
