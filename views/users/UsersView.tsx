import { Button, ButtonGroup, Cell, Column, Content, Flex, Heading, IllustratedMessage, InlineAlert, Item, Picker, Row, SearchField, TableBody, TableHeader, TableView, Text, View } from '@adobe/react-spectrum';
import type { SortDescriptor } from '@react-types/shared';
import type { UserSortField, UserSummary } from '../../machines/app/users/userTypes';
import type { UserStatus } from '../../machines/domain/userStatus';
import { CONTACT_TYPES, INVITABLE_ROLES, type ContactType } from '../../machines/rules/userAdministration';
import { LoadFailedAlert } from '../common/LoadFailedAlert';
import { useFormatMoney } from '../common/format';
import { contactTypeMessageId, roleMessageId, statusMessageId } from './userLabels';
import type { UsersListViewModel } from './useUsersListViewModel';
import { useTranslate } from '../common/translate';
import { AppLink } from '../common/AppLink';
import { pathFor } from '../../src/app/routes';
import { useShownItems } from '../common/shownItems';

const COLUMNS: readonly { key: UserSortField | 'roles'; titleId: string; sortable: boolean }[] = [
  { key: 'name', titleId: 'users.column.name', sortable: true },
  { key: 'email', titleId: 'users.column.email', sortable: true },
  { key: 'group', titleId: 'users.column.group', sortable: true },
  { key: 'roles', titleId: 'users.column.roles', sortable: false },
  { key: 'status', titleId: 'users.column.status', sortable: true },
  { key: 'contactType', titleId: 'users.column.contactType', sortable: true },
  { key: 'creditLimit', titleId: 'users.column.creditLimit', sortable: true },
];
const STATUSES: readonly UserStatus[] = ['active', 'pending', 'suspended', 'inactive', 'deleted'];
const ALL = 'all';

export interface UsersViewProps {
  vm: UsersListViewModel;
  onInvite: () => void;
  onCreateContact: () => void;
  onOpenUser: (userId: string) => void;
}

/** Manage Users (spec 2 manage-users, page Users): the account's users. Knows no machine. */
export function UsersView({ vm, onInvite, onCreateContact, onOpenUser }: UsersViewProps) {
  const formatMoney = useFormatMoney();
  const t = useTranslate();
  const title = t('page.manage-users');
  // New item objects per language (views/common/shownItems.ts).
  const columns = useShownItems(COLUMNS);
  const rows = useShownItems(vm.users);
  const sortDescriptor: SortDescriptor = { column: vm.sort.field, direction: vm.sort.direction === 'asc' ? 'ascending' : 'descending' };
  const cell = (user: UserSummary, key: string) => {
    switch (key) {
      case 'name':
        return user.name;
      case 'email':
        // An address is one long word: it wraps anywhere rather than run into the next column (issue 15 pseudo-locale check).
        return <span style={{ overflowWrap: 'anywhere' }}>{user.email}</span>;
      case 'group':
        return user.groupName ?? '—';
      case 'roles':
        return user.contactOnly ? t('users.contactOnly') : user.roles.map((r) => t(roleMessageId(r))).join(', ') || '—';
      case 'status':
        return t(statusMessageId(user.status));
      case 'contactType':
        return user.contactTypes.map((c) => t(contactTypeMessageId(c))).join(', ') || '—';
      default:
        return user.individualCreditLimit ? formatMoney(user.individualCreditLimit) : '—';
    }
  };
  const last = Math.min(vm.offset + vm.pageSize, vm.totalCount);
  return (
    <View>
      <Flex justifyContent="space-between" alignItems="center" wrap gap="size-200" marginBottom="size-200">
        <Heading level={1} marginY={0}>
          {title}
        </Heading>
        {/* "Users & Groups" is one menu entry: its two pages link to each other. */}
        <AppLink to={pathFor('manage-groups')}>{t('menu.groups')}</AppLink>
      </Flex>
      <Flex gap="size-150" wrap marginBottom="size-200" alignItems="end">
        <ButtonGroup>
          <Button variant="accent" onPress={onInvite}>
            {t('users.invite.button')}
          </Button>
          <Button variant="secondary" onPress={onCreateContact}>
            {t('users.contact.button')}
          </Button>
          <Button variant="secondary" onPress={vm.exportCsv} isPending={vm.exporting}>
            {t('users.export.button')}
          </Button>
        </ButtonGroup>
      </Flex>
      <Flex gap="size-200" wrap marginBottom="size-200" alignItems="end">
        <SearchField label={t('users.search.label')} defaultValue={vm.filter.search} onSubmit={vm.search} onClear={() => vm.search('')} width="size-3600" />
        <Picker
          label={t('users.filter.status')}
          selectedKey={vm.filter.statuses[0] ?? ALL}
          onSelectionChange={(key) => vm.setFilter({ statuses: key === ALL ? [] : [String(key) as UserStatus] })}
        >
          {[ALL, ...STATUSES].map((status) => (
            <Item key={status}>{status === ALL ? t('users.filter.all') : t(statusMessageId(status))}</Item>
          ))}
        </Picker>
        <Picker label={t('users.filter.role')} selectedKey={vm.filter.role ?? ALL} onSelectionChange={(key) => vm.setFilter({ role: key === ALL ? null : String(key) })}>
          {[ALL, ...INVITABLE_ROLES].map((role) => (
            <Item key={role}>{role === ALL ? t('users.filter.all') : t(roleMessageId(role))}</Item>
          ))}
        </Picker>
        <Picker
          label={t('users.filter.contactType')}
          selectedKey={vm.filter.contactType ?? ALL}
          onSelectionChange={(key) => vm.setFilter({ contactType: key === ALL ? null : (String(key) as ContactType) })}
        >
          {[ALL, ...CONTACT_TYPES].map((type) => (
            <Item key={type}>{type === ALL ? t('users.filter.all') : t(contactTypeMessageId(type))}</Item>
          ))}
        </Picker>
      </Flex>
      {vm.exportFailed && (
        <InlineAlert variant="negative" marginBottom="size-200">
          <Heading>{t('users.export.failed')}</Heading>
        </InlineAlert>
      )}
      {vm.failed ? (
        <LoadFailedAlert titleId="users.error.loadFailed" onRetry={vm.retry} />
      ) : (
        <>
          <TableView
            aria-label={title}
            width="100%"
            density="compact"
            overflowMode="wrap"
            sortDescriptor={sortDescriptor}
            onSortChange={(d) => vm.setSort({ field: String(d.column) as UserSortField, direction: d.direction === 'descending' ? 'desc' : 'asc' })}
            onAction={(key) => onOpenUser(String(key))}
            renderEmptyState={() => (
              <IllustratedMessage>
                <Heading>{t('users.empty')}</Heading>
              </IllustratedMessage>
            )}
          >
            <TableHeader columns={columns}>
              {(column) => (
                <Column key={column.key} isRowHeader={column.key === 'name'} allowsSorting={column.sortable} align={column.key === 'creditLimit' ? 'end' : 'start'}>
                  {/* Spectrum's headings stay on one line and cut what does not fit: seven columns share the
                      width, and a heading 40% longer in another language no longer fits. The heading wraps
                      instead (the header row grows: overflowMode="wrap" measures it), in every language. */}
                  <span className="users-column-heading">{t(column.titleId)}</span>
                </Column>
              )}
            </TableHeader>
            <TableBody items={rows} loadingState={vm.loading ? 'loading' : 'idle'}>
              {(user: UserSummary) => <Row key={user.id}>{(key) => <Cell>{cell(user, String(key))}</Cell>}</Row>}
            </TableBody>
          </TableView>
          <Flex gap="size-150" alignItems="center" marginTop="size-150" wrap>
            <Text>{vm.totalCount > 0 ? t('users.paging.showing', { first: vm.offset + 1, last, total: vm.totalCount }) : t('users.paging.none')}</Text>
            <Button variant="secondary" isDisabled={vm.offset === 0 || !vm.canPage(Math.max(vm.offset - vm.pageSize, 0))} onPress={() => vm.page(Math.max(vm.offset - vm.pageSize, 0))}>
              {t('users.paging.previous')}
            </Button>
            <Button variant="secondary" isDisabled={!vm.canPage(vm.offset + vm.pageSize)} onPress={() => vm.page(vm.offset + vm.pageSize)}>
              {t('users.paging.next')}
            </Button>
          </Flex>
          <Content>
            <Text>{t('users.openHint')}</Text>
          </Content>
        </>
      )}
    </View>
  );
}
