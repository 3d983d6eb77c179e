import { useId } from 'react';
import { Flex, Heading, ProgressBar, Text, View } from '@adobe/react-spectrum';
import type { AccountOverviewNumbers } from '../../machines/app/makePayment/paymentTypes';
import { useFormatMoney } from '../common/format';
import type { AccountOverviewViewModel } from './useAccountOverviewViewModel';
import { LoadFailedAlert } from '../common/LoadFailedAlert';
import { CreditIncreaseStatusLine } from '../common/creditIncreaseStatus/CreditIncreaseStatusLine';
import { useTranslate } from '../common/translate';

/** Share of the approved credit in use, 0-100 (for the meter). */
function usedPercent(numbers: AccountOverviewNumbers): number {
  const approved = numbers.creditApproved.amountMinor;
  if (approved <= 0) return 0;
  return Math.min(100, Math.max(0, ((approved - numbers.creditAvailable.amountMinor) / approved) * 100));
}

const FIGURES = ['overview.status.creditApproved', 'overview.status.creditAvailable', 'overview.status.balanceDue', 'overview.status.pastDue'] as const;

/**
 * The figures' place while they load (issue 9: Account Overview CLS ≤ 0.02): the same labels, value
 * lines, meter and summary line as the loaded panel, so nothing below moves when the numbers arrive.
 */
function StatusSkeleton({ t }: { t: (id: string) => string }) {
  return (
    <Flex direction="column" gap="size-200">
      <dl className="overview-figures">
        {FIGURES.map((labelId) => (
          <div key={labelId}>
            <dt>{t(labelId)}</dt>
            <dd aria-hidden="true">
              <span className="overview-skeleton" />
            </dd>
          </div>
        ))}
      </dl>
      <ProgressBar label={t('overview.status.creditUsed')} isIndeterminate width="100%" />
      <Text aria-hidden="true">
        <span className="overview-skeleton overview-skeleton-line" />
      </Text>
    </Flex>
  );
}

/** Current Status: credit approved, available, balance due, past due, and the credit-use meter. */
export function CurrentStatus({ numbers, failed, retry, creditIncrease, creditIncreaseLoading }: AccountOverviewViewModel['status']) {
  const formatMoney = useFormatMoney();
  const headingId = useId();
  const t = useTranslate();

  let body;
  if (failed) {
    body = (
      <LoadFailedAlert titleId="overview.status.failed" onRetry={retry} />
    );
  } else if (!numbers) {
    body = <StatusSkeleton t={t} />;
  } else {
    const used = { amountMinor: Math.max(0, numbers.creditApproved.amountMinor - numbers.creditAvailable.amountMinor), currency: numbers.creditApproved.currency };
    // An individual credit limit is the user's, not the account's (spec 5): labelled as theirs.
    const limit = numbers.creditIsIndividualLimit ? 'overview.status.limit.' : 'overview.status.';
    const rows: [string, string, boolean][] = [
      [`${limit}creditApproved`, formatMoney(numbers.creditApproved), false],
      [`${limit}creditAvailable`, formatMoney(numbers.creditAvailable), false],
      ['overview.status.balanceDue', formatMoney(numbers.balanceDue), false],
      ['overview.status.pastDue', formatMoney(numbers.pastDue), numbers.pastDue.amountMinor > 0],
    ];
    body = (
      <Flex direction="column" gap="size-200">
        <dl className="overview-figures">
          {rows.map(([labelId, value, alert]) => (
            <div key={labelId}>
              <dt>{t(labelId)}</dt>
              <dd className={alert ? 'overview-figure-alert' : undefined}>{value}</dd>
            </div>
          ))}
        </dl>
        <ProgressBar
          label={t('overview.status.creditUsed')}
          value={usedPercent(numbers)}
          valueLabel={t('overview.status.creditUsedValue', { used: formatMoney(used), approved: formatMoney(numbers.creditApproved) })}
          width="100%"
        />
        <Text>
          {t('overview.status.creditSummary', {
            percent: usedPercent(numbers) / 100,
            available: formatMoney(numbers.creditAvailable),
            open: numbers.openInvoiceCount,
            pastDue: numbers.pastDueInvoiceCount,
          })}
        </Text>
        {numbers.scope !== 'account' && <Text>{t(`${limit}scope.${numbers.scope}`)}</Text>}
      </Flex>
    );
  }

  return (
    <section aria-labelledby={headingId}>
      <View borderWidth="thin" borderColor="light" borderRadius="medium" padding="size-250" height="100%">
        <Heading level={2} id={headingId} marginTop={0}>
          {t('overview.section.currentStatus')}
        </Heading>
        {body}
        {creditIncrease && <CreditIncreaseStatusLine {...creditIncrease} />}
        {/* The status line's empty announcement area and its one line (CreditIncreaseStatusLine), kept free. */}
        {creditIncreaseLoading && (
          <Flex direction="column" gap="size-100" marginTop="size-200" aria-hidden="true">
            <div />
            <Text>{'\u00a0'}</Text>
          </Flex>
        )}
      </View>
    </section>
  );
}
