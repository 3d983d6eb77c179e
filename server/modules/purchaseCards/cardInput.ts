import { z } from 'zod';
import type { CardRequestProblem } from '../../../machines/rules/cardRequest';
import type { IndividualLimitProblem } from '../../../machines/rules/individualCreditLimit';
import { ERRORS } from '../../../src/domain/errors';
import { GraphQLError } from '../../graphql/graphqlRuntime';
import { idSchema } from '../../graphql/parseInput';
import { shipToInputSchema } from '../purchasingControls/controlsInput';

/** zod schemas of the purchase-card inputs (the rules themselves are the machine's and machines/rules'). */
const reason = z.enum(['damaged', 'employeeTerminated', 'fraud', 'lost', 'other', 'stolen']).nullish();

export const createCardInputSchema = z.object({
  idempotencyKey: z.string().trim().min(8).max(100),
  buyerId: z.string().nullish(),
  userId: idSchema.nullish(),
  cardType: z.enum(['physical', 'virtual']),
  cardholderName: z.string().max(200),
  businessName: z.string().max(200).nullish(),
  shipTo: shipToInputSchema.nullish(),
  cardLanguage: z.string().regex(/^[a-z]{2}$/, 'A two-letter language code'),
  individualCreditLimitMinor: z.number().nullish(),
});

export const cardReasonInputSchema = z.object({ cardId: idSchema, reason });
export const revealInputSchema = z.object({ cardId: idSchema, challengeId: idSchema, code: z.string().max(20) });

export type CardProblem = CardRequestProblem | IndividualLimitProblem | 'individualCreditLimitsDisabled' | 'languageUnsupported' | 'cardholderUnknown';

export function cardRequestRefused(problems: readonly CardProblem[]): GraphQLError {
  return new GraphQLError('The card cannot be requested as asked', {
    extensions: { code: 'CARD_REQUEST_REFUSED', messageId: ERRORS.CARD_REQUEST_REFUSED, problems: problems.map((code) => ({ code, messageId: `purchaseCards.problem.${code}` })) },
  });
}
