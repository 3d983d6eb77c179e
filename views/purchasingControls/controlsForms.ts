import { z } from 'zod';
import type { AddressDraft } from '../../machines/app/purchasingControls/addressDraft';
import { returnAddressProblems } from '../../machines/app/purchasingControls/cardReturnAddressMachine';
import { policyProblem } from '../../machines/app/purchasingControls/purchasePolicyMachine';
import type { PurchasingControls } from '../../machines/app/purchasingControls/purchasingControlsTypes';
import { addAddressIssues } from '../common/addressSchema';
import { toMinor } from '../common/format';

/**
 * The purchase policy and return address forms' values and schemas: each check is the machine's own
 * rule (policyProblem, machines/rules/purchasePolicy.ts; returnAddressProblems, machines/rules/shipToAddress.ts).
 */
export interface PolicyFormValues {
  /** Major units; undefined for no maximum. */
  maxValue: number | undefined;
}

/** The max value checked by policyProblem; `line` is the company credit line as the page shows it (the message names it). */
export function policySchema(controls: PurchasingControls, line: string) {
  return z.custom<PolicyFormValues>().superRefine((values, ctx) => {
    const problem = policyProblem({ controls, maxValueMinor: toMinor(values.maxValue) });
    if (!problem) return;
    const messageId = `purchasingControls.policy.${problem}`;
    ctx.addIssue({ code: 'custom', path: ['maxValue'], message: messageId, params: { messageId, values: { line } } });
  });
}

export interface ReturnAddressFormValues {
  address: AddressDraft;
}

/** The return address checked by the ship-to rules, each message under its field. */
export const returnAddressSchema = z.custom<ReturnAddressFormValues>().superRefine((values, ctx) => addAddressIssues(ctx, 'address', returnAddressProblems(values.address)));
