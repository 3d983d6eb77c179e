import { incrementMinor, isCreditCurrency } from '../../../machines/rules/creditIncreaseAmount';
import type { UnderwritingDecision, UnderwritingRequest } from './underwritingGateway';

/**
 * The demo underwriter's rule, deterministic so a demo can show every outcome on purpose. It
 * compares the increase asked for with the credit line at submission:
 * - up to half of the current line: approved in full;
 * - more than half, up to the whole line: partially approved, granting half of the current line
 *   rounded down to the currency's increment (declined if that rounds to nothing);
 * - more than the whole line: declined (`amountAboveCreditLimit`).
 * Acme (USD 250,000): ask 100,000 -> approved; 200,000 -> 125,000 granted; 300,000 -> declined.
 */
export function demoDecision(request: Pick<UnderwritingRequest, 'amountMinor' | 'currency' | 'creditApprovedMinor'>): UnderwritingDecision {
  const { amountMinor, creditApprovedMinor } = request;
  if (amountMinor * 2 <= creditApprovedMinor) return { kind: 'approved', approvedAmountMinor: amountMinor };
  if (amountMinor <= creditApprovedMinor) {
    const step = isCreditCurrency(request.currency) ? incrementMinor(request.currency) : 1;
    const granted = Math.floor(creditApprovedMinor / 2 / step) * step;
    if (granted > 0) return { kind: 'approved', approvedAmountMinor: granted };
  }
  return { kind: 'declined', reason: 'amountAboveCreditLimit' };
}
