import { lazy, Suspense, useId } from 'react';
import { Heading, View } from '@adobe/react-spectrum';
import { LoadFailedAlert } from '../common/LoadFailedAlert';
import { useTranslate } from '../common/translate';
import type { AccountOverviewViewModel } from './useAccountOverviewViewModel';

// recharts is its own lazy chunk, loaded only with the overview route (never with the sign-in page).
const CreditCharts = lazy(() => import('./CreditCharts'));

/**
 * The credit chart: credit used over the last 12 months and the aging split, with a table of the
 * same figures. Its box (`.overview-chart-slot`) has the charts' height from the first paint, so
 * neither the chart's chunk nor its data moves anything below it (issue 9: CLS <= 0.02).
 */
export function CreditChartSection({ chart }: { chart: NonNullable<AccountOverviewViewModel['chart']> }) {
  const t = useTranslate();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <View borderWidth="thin" borderColor="light" borderRadius="medium" padding="size-250" marginTop="size-300">
        <Heading level={2} id={headingId} marginTop={0}>
          {t('overview.chart.title')}
        </Heading>
        <div className="overview-chart-slot">
          {chart.failed ? (
            <LoadFailedAlert titleId="overview.chart.failed" onRetry={chart.retry} />
          ) : chart.data ? (
            <Suspense fallback={null}>
              <CreditCharts data={chart.data} />
            </Suspense>
          ) : null}
        </div>
      </View>
    </section>
  );
}
