import { useState, type FunctionComponent } from 'react';
import { Form, Heading, SearchField, View } from '@adobe/react-spectrum';
import type { StaffConsoles, StaffUserHit } from '../../machines/app/staff/staffTypes';
import { pathFor } from '../../src/app/routes';
import { AppLink } from '../common/AppLink';
import { LoadFailedAlert } from '../common/LoadFailedAlert';
import { useTranslate } from '../common/translate';
import { StaffTable, type StaffColumn } from '../common/staff/StaffTable';
import { useStaffConsole } from '../common/staff/useStaffConsole';
import { withScreenMessages } from '../common/WithScreenMessages';

type Hit = StaffUserHit;

/**
 * Route `support` (issue 14 item 6): customer support finds a user by e-mail, name or company and
 * opens the buyer's account (read-only, with support's actions: views/customers/CustomerPage.tsx).
 * A buyer is found by name on Customers too.
 */
export function connectSupportPage(consoles: StaffConsoles): FunctionComponent {
  // The screen's texts load with it (src/i18n/messages/<locale>/screens/staff.json).
  return withScreenMessages('staff', function SupportPage() {
    const t = useTranslate();
    const model = useStaffConsole<Hit[]>(consoles.support, { search: null });
    const [search, setSearch] = useState('');
    const columns: StaffColumn<Hit>[] = [
      { key: 'email', title: t('staff.users.column.email'), rowHeader: true, render: (h) => h.email },
      { key: 'name', title: t('staff.users.column.name'), render: (h) => `${h.firstName} ${h.lastName}` },
      { key: 'status', title: t('staff.users.column.status'), render: (h) => t(`staff.userStatus.${h.status}`) },
      {
        key: 'account',
        title: t('staff.support.column.account'),
        render: (h) => (h.buyerId ? <AppLink to={pathFor('customer', { id: h.buyerId })}>{h.buyerName ?? h.buyerId}</AppLink> : t(`staff.userType.${h.userType}`)),
      },
    ];
    return (
      <View>
        <Heading level={1} marginTop={0}>
          {t('page.support')}
        </Heading>
        <Form aria-label={t('staff.support.findTitle')} onSubmit={(e) => e.preventDefault()}>
          <SearchField
            label={t('staff.support.find')}
            description={t('staff.support.findHint')}
            value={search}
            onChange={setSearch}
            onSubmit={(value) => model.search({ search: value })}
            onClear={() => model.search({ search: null })}
            width="size-4600"
          />
        </Form>
        {model.failed ? (
          <LoadFailedAlert titleId="staff.loadFailed" onRetry={model.retry} />
        ) : (
          <StaffTable caption={t('staff.support.results', { count: model.data?.length ?? 0 })} columns={columns} rows={model.data ?? []} rowKey={(h) => h.id} empty={model.loading ? t('staff.loading') : t('staff.support.noResults')} />
        )}
      </View>
    );
  });
}
