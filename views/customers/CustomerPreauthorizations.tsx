import { useMemo } from 'react';
import { Button, ButtonGroup, Heading, View } from '@adobe/react-spectrum';
import type { StaffConsoles, StaffPreauthorization, StaffPreauthorizationPage } from '../../machines/app/staff/staffTypes';
import { LoadFailedAlert } from '../common/LoadFailedAlert';
import { useFormatDateTime, useFormatMoney } from '../common/format';
import { useTranslate } from '../common/translate';
import { StaffTable, type StaffColumn } from '../common/staff/StaffTable';
import { useStaffConsole } from '../common/staff/useStaffConsole';

/**
 * A customer's preauthorizations (spec 3 Preauthorization; issue 14), newest first, ten to a page:
 * the holds the seller's system asked for through the seller API. Read-only, for whoever reads the
 * customer's page. The page offset lives in the console machine's query, not in React state.
 */
export function CustomerPreauthorizations({ consoles, customerId, customerName }: { consoles: StaffConsoles; customerId: string; customerName: string }) {
  const t = useTranslate();
  const money = useFormatMoney();
  const dateTime = useFormatDateTime();
  const query = useMemo(() => ({ id: customerId, offset: '0' }), [customerId]);
  const model = useStaffConsole<StaffPreauthorizationPage | null>(consoles.customerPreauthorizations, query);
  const page = model.data;
  const columns: StaffColumn<StaffPreauthorization>[] = [
    { key: 'reference', title: t('staff.preauthorizations.column.reference'), rowHeader: true, render: (p) => <span className="staff-reference">{p.id}</span> },
    { key: 'status', title: t('staff.preauthorizations.column.status'), render: (p) => t(`staff.preauthorizations.status.${p.status}`) },
    { key: 'amount', title: t('staff.preauthorizations.column.amount'), numeric: true, render: (p) => money(p.amount) },
    { key: 'currency', title: t('staff.preauthorizations.column.currency'), render: (p) => p.amount.currency },
    { key: 'created', title: t('staff.preauthorizations.column.created'), render: (p) => dateTime(p.createdAt) },
    { key: 'expires', title: t('staff.preauthorizations.column.expires'), render: (p) => dateTime(p.expiresAt) },
    {
      key: 'captured',
      title: t('staff.preauthorizations.column.captured'),
      render: (p) => (p.capturedAmount ? t('staff.preauthorizations.capturedAs', { amount: money(p.capturedAmount), invoice: p.chargeInvoiceNumber ?? '—' }) : '—'),
    },
  ];
  const goTo = (offset: number) => model.search({ id: customerId, offset: String(offset) });
  return (
    <View marginTop="size-300">
      <Heading level={2} id="customer-preauthorizations">
        {t('staff.preauthorizations.title')}
      </Heading>
      {model.failed ? (
        <LoadFailedAlert titleId="staff.loadFailed" onRetry={model.retry} />
      ) : (
        <>
          <StaffTable
            caption={t('staff.preauthorizations.caption', { name: customerName })}
            columns={columns}
            rows={page?.items ?? []}
            rowKey={(p) => p.id}
            empty={model.loading && !page ? t('staff.loading') : t('staff.preauthorizations.empty')}
          />
          {page && page.total > page.limit && (
            <nav aria-label={t('staff.preauthorizations.paging')}>
              <p aria-live="polite">{t('staff.preauthorizations.range', { from: page.offset + 1, to: page.offset + page.items.length, total: page.total })}</p>
              <ButtonGroup>
                <Button variant="secondary" isDisabled={model.busy || page.offset === 0} onPress={() => goTo(Math.max(page.offset - page.limit, 0))}>
                  {t('staff.preauthorizations.previous')}
                </Button>
                <Button variant="secondary" isDisabled={model.busy || page.offset + page.limit >= page.total} onPress={() => goTo(page.offset + page.limit)}>
                  {t('staff.preauthorizations.next')}
                </Button>
              </ButtonGroup>
            </nav>
          )}
        </>
      )}
    </View>
  );
}
