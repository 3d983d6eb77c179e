import { Area, AreaChart, Bar, BarChart, CartesianGrid, ResponsiveContainer, XAxis, YAxis } from 'recharts';
import { useIntl } from 'react-intl';
import { useId, useState } from 'react';
import { ActionButton, Flex, View } from '@adobe/react-spectrum';
import { AGING_BUCKETS } from '../../machines/rules/reportPeriod';
import type { CreditUsageData } from '../../machines/app/reports/reportTypes';
import { toMajorUnits } from '../../machines/app/makePayment/money';
import { useFormatDate, useFormatMoney } from '../common/format';
import { ScreenMessages } from '../common/ScreenMessages';
import { useTranslate } from '../common/translate';

/** Chart heights: `.overview-chart-slot` (overview.css) reserves them plus the table button's line. */
const CHART_HEIGHT = 220;

/**
 * The overview's charts (recharts, this lazy chunk only): credit used at each of the last 12 month
 * ends, and the balance due split by days past due. The drawings are images named by a summary; the
 * figures themselves are in the table below them (shown by the button under the charts). Their
 * texts are the `reports` screen messages (src/i18n/messages/<locale>/screens/reports.json).
 */
export default function CreditCharts({ data }: { data: CreditUsageData }) {
  return (
    <ScreenMessages area="reports">
      <Charts data={data} />
    </ScreenMessages>
  );
}

function Charts({ data }: { data: CreditUsageData }) {
  const t = useTranslate();
  // Shown or not: presentation only (the figures are the same either way).
  const [tableShown, setTableShown] = useState(false);
  const tableId = useId();
  const intl = useIntl();
  const formatMoney = useFormatMoney();
  const formatDate = useFormatDate();
  const currency = data.aging.total.currency;
  const compact = (value: number) => intl.formatNumber(value, { style: 'currency', currency, notation: 'compact' });
  const monthOf = (date: string) => intl.formatDate(`${date}T00:00:00Z`, { timeZone: 'UTC', month: 'short' });
  const months = data.months.map((point) => ({ date: point.date, month: monthOf(point.date), used: toMajorUnits(point.used) }));
  const buckets = AGING_BUCKETS.map((bucket) => ({ bucket, label: t(`reports.aging.column.${bucket}`), amount: toMajorUnits(data.aging[bucket]) }));
  const now = data.months.at(-1)?.used ?? data.aging.total;
  const pastDue = { amountMinor: data.aging.total.amountMinor - data.aging.current.amountMinor, currency };
  return (
    <>
      <div className="overview-charts">
        <View minWidth={0}>
        <div role="img" aria-label={`${t('overview.chart.used')}: ${t('overview.chart.summary', { used: formatMoney(now) })}`}>
          <ResponsiveContainer width="100%" height={CHART_HEIGHT}>
            <AreaChart data={months} margin={{ top: 8, right: 8, bottom: 0, left: 8 }} accessibilityLayer={false}>
              <CartesianGrid strokeDasharray="3 3" vertical={false} />
              <XAxis dataKey="month" tickLine={false} />
              <YAxis tickFormatter={compact} width={64} />
              <Area type="monotone" dataKey="used" name={t('overview.chart.used')} stroke="#1473e6" fill="#1473e6" fillOpacity={0.15} isAnimationActive={false} />
            </AreaChart>
          </ResponsiveContainer>
        </div>
        </View>
        <View minWidth={0}>
        <div role="img" aria-label={`${t('overview.chart.agingTitle')}: ${t('overview.chart.agingSummary', { total: formatMoney(data.aging.total), pastDue: formatMoney(pastDue) })}`}>
          <ResponsiveContainer width="100%" height={CHART_HEIGHT}>
            <BarChart data={buckets} margin={{ top: 8, right: 8, bottom: 0, left: 8 }} accessibilityLayer={false}>
              <CartesianGrid strokeDasharray="3 3" vertical={false} />
              <XAxis dataKey="label" tickLine={false} interval={0} fontSize={11} />
              <YAxis tickFormatter={compact} width={64} />
              <Bar dataKey="amount" name={t('overview.chart.agingTitle')} fill="#d7373f" isAnimationActive={false} />
            </BarChart>
          </ResponsiveContainer>
        </div>
        </View>
      </div>
      <Flex direction="column" alignItems="start" marginTop="size-100">
        <ActionButton isQuiet aria-expanded={tableShown} aria-controls={tableId} onPress={() => setTableShown((shown) => !shown)}>
          {t('overview.chart.showTable')}
        </ActionButton>
      </Flex>
      <div id={tableId} className="overview-chart-table" hidden={!tableShown}>
        <table>
          <caption>{t('overview.chart.title')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('overview.chart.column.monthEnd')}</th>
              <th scope="col">{t('overview.chart.used')}</th>
            </tr>
          </thead>
          <tbody>
            {data.months.map((point) => (
              <tr key={point.date}>
                <th scope="row">{formatDate(point.date)}</th>
                <td>{formatMoney(point.used)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <table>
          <caption>{t('overview.chart.agingTitle')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('overview.chart.column.bucket')}</th>
              <th scope="col">{t('overview.chart.column.amount')}</th>
            </tr>
          </thead>
          <tbody>
            {[...AGING_BUCKETS, 'total' as const].map((bucket) => (
              <tr key={bucket}>
                <th scope="row">{t(`reports.aging.column.${bucket}`)}</th>
                <td>{formatMoney(data.aging[bucket])}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
