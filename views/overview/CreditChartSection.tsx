import { lazy, Suspense, useId } from 'react';
import { Heading, View } from '@adobe/react-spectrum';
import { LoadFailedAlert } from '../common/LoadFailedAlert';
import { ScreenMessages } from '../common/ScreenMessages';
import { useTranslate } from '../common/translate';
import type { AccountOverviewViewModel } from './useAccountOverviewViewModel';

// recharts is its own lazy chunk, loaded only with the overview route (never with the sign-in page).
const CreditCharts = lazy(() => import('./CreditCharts'));

type Chart = NonNullable<AccountOverviewViewModel['chart']>;

/**
 * The credit chart (a lazy chunk of the overview, with its texts: the `reports` screen messages):
 * credit used over the last 12 months and the aging split, with a table of the same figures. The
 * overview reserves its box (`.overview-chart-box`) from the first paint, and the charts' slot has
 * their height, so nothing below moves when the chunks or the data arrive (issue 9: CLS <= 0.02).
 */
export default function CreditChartSection({ chart }: { chart: Chart }) {
  return (
    <ScreenMessages area="reports">
      <Section chart={chart} />
    </ScreenMessages>
  );
}

function Section({ chart }: { chart: Chart }) {
  const t = useTranslate();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="overview-chart-section">
      <View borderWidth="thin" borderColor="light" borderRadius="medium" padding="size-250" height="100%">
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
