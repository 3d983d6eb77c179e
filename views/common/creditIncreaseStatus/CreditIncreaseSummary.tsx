import { useIntl } from 'react-intl';
import { useFormatDate, useFormatMoney } from '../format';
import type { CreditIncreaseItem } from '../../../machines/app/creditIncrease/creditIncreaseTypes';
import { decisionKind } from '../../../machines/rules/creditIncreaseDecision';
import './creditIncrease.css';
import { useTranslate } from '../translate';

/** One request as a description list: type, amount, dates, reason, submitted, and the decision once made. */
export function CreditIncreaseSummary({ request }: { request: CreditIncreaseItem }) {
  const intl = useIntl();
  const formatMoney = useFormatMoney();
  const formatDate = useFormatDate();
  const t = useTranslate();
  const rows: [string, string][] = [
    ['creditIncrease.field.type', t(`creditIncrease.type.${request.type}`)],
    ['creditIncrease.field.amount', formatMoney(request.requestedAmount)],
  ];
  if (request.startDate && request.endDate) rows.push(['creditIncrease.field.period', `${formatDate(request.startDate)} – ${formatDate(request.endDate)}`]);
  if (request.reason) rows.push(['creditIncrease.field.reason', request.reason]);
  rows.push(['creditIncrease.field.submittedAt', intl.formatDate(request.submittedAt, { dateStyle: 'medium', timeStyle: 'short' })]);
  rows.push(['creditIncrease.field.status', t(`creditIncrease.status.${decisionKind(request)}`)]);
  if (request.approvedAmount) rows.push(['creditIncrease.field.approvedAmount', formatMoney(request.approvedAmount)]);
  return (
    <dl className="credit-increase-summary">
      {rows.map(([labelId, value]) => (
        <div key={labelId}>
          <dt>{t(labelId)}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The decision (or the wait for it) in one sentence, for a live region. */
export function useDecisionSentence(): (request: CreditIncreaseItem) => string {
  const intl = useIntl();
  const formatMoney = useFormatMoney();
  const formatDate = useFormatDate();
  return (request) => {
    const kind = decisionKind(request);
    const reasonId = `creditIncrease.declineReason.${request.declineReason ?? 'unknown'}`;
    const values = {
      requested: formatMoney(request.requestedAmount),
      approved: request.approvedAmount ? formatMoney(request.approvedAmount) : '',
      limit: request.creditLimitAfter ? formatMoney(request.creditLimitAfter) : '',
      expected: intl.formatDate(request.expectedDecisionBy, { dateStyle: 'medium', timeStyle: 'short' }),
      endDate: request.endDate ? formatDate(request.endDate) : '',
      // A reason without a message of its own reads as unknown (not a defaultMessage: the built app
      // formats precompiled messages only, scripts/precompiledMessages.ts).
      reason: intl.formatMessage({ id: Object.hasOwn(intl.messages, reasonId) ? reasonId : 'creditIncrease.declineReason.unknown' }),
    };
    if (kind === 'pending') return intl.formatMessage({ id: request.overdue ? 'creditIncrease.decision.overdue' : 'creditIncrease.decision.pending' }, values);
    const sentence = intl.formatMessage({ id: `creditIncrease.decision.${kind}` }, values);
    // An approved temporary increase says until when it counts (it ends at 00:00 UTC after the end date).
    const temporary = (kind === 'approved' || kind === 'partiallyApproved') && request.type === 'temporary' && request.endDate;
    return temporary ? `${sentence} ${intl.formatMessage({ id: 'creditIncrease.decision.until' }, values)}` : sentence;
  };
}
