import { lazy, Suspense, useId, useState } from 'react';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Button, Content, Flex, Grid, Heading, InlineAlert, ProgressCircle, Text, View } from '@adobe/react-spectrum';
import { AppLink } from '../common/AppLink';
import type { InvoiceActionsViewModel } from '../common/invoiceList/useInvoiceActions';
import { CurrentStatus } from './CurrentStatus';
import { OverviewTabs, type OverviewTab } from './OverviewTabs';
import type { AccountOverviewViewModel, PreviewList } from './useAccountOverviewViewModel';
import './overview.css';
import { useTranslate } from '../common/translate';

// The tables are one lazy chunk (React Spectrum TableView is heavy): the numbers show first.
const InvoiceTable = lazy(() => import('../common/invoiceList/InvoiceTable'));
const PaymentTable = lazy(() => import('../common/paymentTable/PaymentTable'));
// The row-action and edit dialogs (Spectrum Dialog, Modal, form fields) load when one first opens.
const InvoiceActionDialogs = lazy(() => import('../common/invoiceList/InvoiceActions').then((module) => ({ default: module.InvoiceActionDialogs })));

/** Mounts the invoice dialogs from the first time one opens on (then they stay, for their close animation and focus return). */
function DeferredInvoiceActionDialogs({ vm }: { vm: InvoiceActionsViewModel }) {
  const [opened, setOpened] = useState(false);
  if (!opened && (vm.actionRow !== null || vm.edit !== null)) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <InvoiceActionDialogs vm={vm} />
    </Suspense>
  );
}
// The credit chart and its texts: lazy chunks in a box reserved from the first paint.
const CreditChartSection = lazy(() => import('./CreditChartSection'));

function TabContent<T>({ list, viewAllId, children }: { list: PreviewList<T>; viewAllId: string; children: ReactNode }) {
  const intl = useIntl();
  return (
    <Flex direction="column" gap="size-150" marginTop="size-200">
      {list.failed ? (
        <InlineAlert variant="negative">
          <Heading>{intl.formatMessage({ id: 'overview.tabs.failed' })}</Heading>
          <Content>
            <Button variant="secondary" onPress={list.retry}>
              {intl.formatMessage({ id: 'common.tryAgain' })}
            </Button>
          </Content>
        </InlineAlert>
      ) : (
        <div className="overview-table-slot">
          <Suspense fallback={<ProgressCircle isIndeterminate aria-label={intl.formatMessage({ id: 'common.loading' })} />}>{children}</Suspense>
        </div>
      )}
      <View>
        <AppLink to={list.allPath}>{intl.formatMessage({ id: viewAllId }, { count: list.totalCount ?? 0 })}</AppLink>
      </View>
    </Flex>
  );
}

/** The signed-in landing page: Current Status, Getting Started, and the Invoices and Payments tabs. */
export function AccountOverviewView({ companyName, firstName, status, invoices, payments, gettingStarted, chart }: AccountOverviewViewModel) {
  const intl = useIntl();
  const t = useTranslate();
  const startedId = useId();
  const historyId = useId();
  const historyTabs: OverviewTab[] = [
    {
      key: 'invoices',
      label: t('overview.section.invoices'),
      panel: (
        <>
          <TabContent list={invoices} viewAllId="overview.tabs.allInvoices">
            <InvoiceTable label={t('overview.tabs.invoicesLabel')} rows={invoices.rows} loadingState={invoices.loadingState} onRowAction={invoices.actions?.openActions} />
          </TabContent>
          {invoices.actions && <DeferredInvoiceActionDialogs vm={invoices.actions} />}
        </>
      ),
    },
  ];
  if (payments)
    historyTabs.push({
      key: 'payments',
      label: t('overview.section.payments'),
      panel: (
        <TabContent list={payments} viewAllId="overview.tabs.allPayments">
          <PaymentTable label={t('overview.tabs.paymentsLabel')} rows={payments.rows} loadingState={payments.loadingState} />
        </TabContent>
      ),
    });
  return (
    <View>
      <Heading level={1} marginTop={0} marginBottom="size-100" UNSAFE_style={{ fontSize: 'var(--spectrum-global-dimension-font-size-700)' }}>
        {t('page.account-overview')}
      </Heading>
      {companyName && (
        <Text UNSAFE_style={{ display: 'block', fontSize: 'var(--spectrum-global-dimension-font-size-200)', fontWeight: 600 }}>
          {intl.formatMessage({ id: 'overview.company' }, { companyName })}
        </Text>
      )}
      <Text UNSAFE_style={{ display: 'block' }}>
        {firstName ? intl.formatMessage({ id: 'overview.welcome' }, { firstName }) : t('overview.welcomeNoName')}
      </Text>
      <Grid columns={{ base: ['1fr'], M: ['3fr', '2fr'] }} gap="size-300" marginTop="size-300">
        <CurrentStatus {...status} />
        <section aria-labelledby={startedId}>
          <View borderWidth="thin" borderColor="light" borderRadius="medium" backgroundColor="gray-50" padding="size-250" height="100%">
            <Heading level={2} id={startedId} marginTop={0}>
              {t('overview.section.gettingStarted')}
            </Heading>
            <ul className="overview-links">
              {gettingStarted.map((link) => (
                <li key={link.labelId}>
                  <AppLink to={link.to}>{t(link.labelId)}</AppLink>
                </li>
              ))}
            </ul>
          </View>
        </section>
      </Grid>
      {chart && (
        <div className="overview-chart-box">
          <Suspense fallback={null}>
            <CreditChartSection chart={chart} />
          </Suspense>
        </div>
      )}
      <section aria-labelledby={historyId}>
        <Heading level={2} id={historyId} marginTop="size-400">
          {t('overview.section.history')}
        </Heading>
        <OverviewTabs labelledBy={historyId} tabs={historyTabs} />
      </section>
    </View>
  );
}
