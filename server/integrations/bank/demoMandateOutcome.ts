import type { MandateOutcome, MandateRequest } from './mandateGateway';

/**
 * How the demo bank answers a mandate, decided by the bank name the buyer typed, so a tester can
 * pick an outcome (like a card network's test numbers), case-insensitive:
 * - contains "fail"        -> failed ("The bank declined the mandate");
 * - contains "unsupported" -> unsupported bank (the bank does not offer direct debit);
 * - contains "cancel"      -> cancelled (the account is removed, the buyer sees a banner);
 * - anything else          -> signed.
 */
export const DEMO_MANDATE_TRIGGERS = { fail: 'failed', unsupported: 'unsupported', cancel: 'cancelled' } as const;
export const DEMO_MANDATE_FAILURE_REASON = 'bankDeclined';

export function demoMandateOutcome(request: Pick<MandateRequest, 'bankName'>): MandateOutcome {
  const name = request.bankName.toLowerCase();
  if (name.includes('unsupported')) return { kind: 'unsupported' };
  if (name.includes('fail')) return { kind: 'failed', reason: DEMO_MANDATE_FAILURE_REASON };
  if (name.includes('cancel')) return { kind: 'cancelled' };
  return { kind: 'signed' };
}
