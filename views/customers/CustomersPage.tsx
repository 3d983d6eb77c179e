import { useState, type FunctionComponent } from 'react';
import { Flex, Form, Heading, Item, Picker, SearchField, View } from '@adobe/react-spectrum';
import type { StaffConsoles, StaffCustomer } from '../../machines/app/staff/staffTypes';
import { pathFor } from '../../src/app/routes';
import { AppLink } from '../common/AppLink';
import { LoadFailedAlert } from '../common/LoadFailedAlert';
import { useFormatMoney } from '../common/format';
import { useTranslate } from '../common/translate';
import { customerStatusText } from './customerLabels';
import { useStaffConsole } from '../common/staff/useStaffConsole';
import { StaffTable, type StaffColumn } from '../common/staff/StaffTable';
import { withScreenMessages } from '../common/WithScreenMessages';

type Customer = StaffCustomer;

export const CUSTOMER_STATUSES = ['active', 'canceled', 'declined', 'inactive', 'pending', 'pendingAccountSetup', 'pendingBankSetup', 'pendingDirectDebit', 'suspended', 'withdrawn'] as const;

/** Route `customers` (issue 14 item 1): the program's buyers, searched and filtered. */
export function connectCustomersPage(consoles: StaffConsoles): FunctionComponent {
  // The screen's texts load with it (src/i18n/messages/<locale>/screens/staff.json).
  return withScreenMessages('staff', function CustomersPage() {
    const t = useTranslate();
    const money = useFormatMoney();
    const model = useStaffConsole<Customer[]>(consoles.customers, { search: null, status: null });
    const [search, setSearch] = useState('');
    const [status, setStatus] = useState('all');
    const apply = (nextSearch: string, nextStatus: string) => model.search({ search: nextSearch, status: nextStatus === 'all' ? null : nextStatus });
    const columns: StaffColumn<Customer>[] = [
      { key: 'name', title: t('staff.customers.column.name'), rowHeader: true, render: (c) => <AppLink to={pathFor('customer', { id: c.id })}>{c.name}</AppLink> },
      { key: 'status', title: t('staff.customers.column.status'), render: (c) => customerStatusText(t, c.status, c.suspensionReason) },
      { key: 'terms', title: t('staff.customers.column.terms'), render: (c) => c.terms },
      { key: 'reference', title: t('staff.customers.column.reference'), render: (c) => c.clientReferenceId ?? c.clientReferenceBuyerId ?? '—' },
      { key: 'approved', title: t('staff.customers.column.approved'), numeric: true, render: (c) => money(c.creditApproved) },
      { key: 'available', title: t('staff.customers.column.available'), numeric: true, render: (c) => money(c.creditAvailable) },
      { key: 'authorizations', title: t('staff.customers.column.authorizations'), numeric: true, render: (c) => String(c.openPreauthorizations) },
      { key: 'charges', title: t('staff.customers.column.charges'), numeric: true, render: (c) => String(c.charges) },
      { key: 'purchasers', title: t('staff.customers.column.purchasers'), numeric: true, render: (c) => String(c.purchasers) },
      { key: 'activated', title: t('staff.customers.column.activated'), render: (c) => (c.activated ? t('staff.yes') : t('staff.no')) },
    ];
    return (
      <View>
        <Heading level={1} marginTop={0}>
          {t('page.customers')}
        </Heading>
        <Form aria-label={t('staff.customers.filters')} onSubmit={(e) => e.preventDefault()}>
          <Flex gap="size-200" wrap alignItems="end">
            <SearchField label={t('staff.customers.search')} value={search} onChange={setSearch} onSubmit={(value) => apply(value, status)} onClear={() => apply('', status)} width="size-4600" />
            <Picker label={t('staff.customers.status')} selectedKey={status} onSelectionChange={(key) => { setStatus(String(key)); apply(search, String(key)); }}>
              {[<Item key="all">{t('staff.customers.allStatuses')}</Item>, ...CUSTOMER_STATUSES.map((s) => <Item key={s}>{t(`staff.customerStatus.${s}`)}</Item>)]}
            </Picker>
          </Flex>
        </Form>
        {model.failed ? (
          <LoadFailedAlert titleId="staff.loadFailed" onRetry={model.retry} />
        ) : (
          <StaffTable caption={t('staff.customers.caption', { count: model.data?.length ?? 0 })} columns={columns} rows={model.data ?? []} rowKey={(c) => c.id} empty={model.loading ? t('staff.loading') : t('staff.customers.empty')} />
        )}
      </View>
    );
  });
}
