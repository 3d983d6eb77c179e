import { useCallback, useEffect, useMemo, type FunctionComponent } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useSelector } from '@xstate/react';
import { Button, ButtonGroup, Flex, Heading, InlineAlert, Content, View } from '@adobe/react-spectrum';
import type { StaffConsoleEmitted } from '../../machines/app/staff/staffConsoleMachine';
import type { StaffConsoles, StaffCustomerDetail, StaffCustomerUser } from '../../machines/app/staff/staffTypes';
import { useSessionActorRef } from '../../src/app/hooks';
import { pathFor } from '../../src/app/routes';
import { AppLink } from '../common/AppLink';
import { FailureAlert } from '../common/FailureAlert';
import { WithScreenMessages, withScreenMessages } from '../common/WithScreenMessages';
import { roleMessageId } from '../common/roleLabels';
import { LoadFailedAlert } from '../common/LoadFailedAlert';
import { useFormatDate, useFormatMoney } from '../common/format';
import { useTranslate } from '../common/translate';
import { customerStatusText } from './customerLabels';
import { CustomerPreauthorizations } from './CustomerPreauthorizations';
import { StaffTable, type StaffColumn } from '../common/staff/StaffTable';
import { useStaffConsole } from '../common/staff/useStaffConsole';

type Detail = StaffCustomerDetail;
type User = StaffCustomerUser;

/**
 * Route `customer` (/customers/:id, issue 14 items 1 and 6): a customer's account, read-only, for
 * the seller's administrator and account manager and for staff. Customer support also acts here:
 * resend an invitation, reset 2-step verification, decide a primary e-mail change, and open the
 * buyer's portal (the handoff, on the buyer's audit trail). A credit-limit decision shows live.
 */
export function connectCustomerPage(consoles: StaffConsoles): FunctionComponent {
  function CustomerScreen() {
    const t = useTranslate();
    const money = useFormatMoney();
    const date = useFormatDate();
    const navigate = useNavigate();
    const { id = '' } = useParams();
    const session = useSessionActorRef();
    const isSupport = useSelector(session, (s) => s.context.user?.userType === 'STAFF' && s.context.user.role.includes('customerSupport'));
    const onActed = useCallback(
      (event: StaffConsoleEmitted) => {
        const url = event.action.kind === 'openPortal' ? (event.outcome as { url?: string } | null)?.url : undefined;
        if (url) navigate(url);
      },
      [navigate],
    );
    const query = useMemo(() => ({ id }), [id]);
    const model = useStaffConsole<Detail | null>(consoles.customer, query, onActed);
    const { refresh } = model;
    useEffect(() => consoles.watchCreditIncreases(id, refresh), [id, refresh]);

    const detail = model.data;
    if (model.failed) return <LoadFailedAlert titleId="staff.loadFailed" onRetry={model.retry} />;
    if (!detail) {
      return (
        <View>
          <Heading level={1} marginTop={0}>
            {t('page.customer')}
          </Heading>
          <p>{model.loading ? t('staff.loading') : t('staff.customer.notFound')}</p>
        </View>
      );
    }
    const { customer } = detail;
    const userColumns: StaffColumn<User>[] = [
      { key: 'name', title: t('staff.users.column.name'), rowHeader: true, render: (u) => `${u.firstName} ${u.lastName}` },
      { key: 'email', title: t('staff.users.column.email'), render: (u) => u.email },
      { key: 'roles', title: t('staff.users.column.roles'), render: (u) => u.roles.map((role) => t(roleMessageId(role))).join(', ') },
      { key: 'status', title: t('staff.users.column.status'), render: (u) => t(`staff.userStatus.${u.status}`) },
      { key: 'mfa', title: t('staff.users.column.mfa'), render: (u) => (u.mfaMethod ? t(`staff.mfa.${u.mfaMethod}`) : t('staff.mfa.none')) },
      ...(isSupport
        ? [{
            key: 'actions',
            title: t('staff.users.column.actions'),
            render: (u: User) => (
              <Flex gap="size-100" wrap>
                {u.invitationPending && (
                  <Button variant="secondary" isDisabled={model.busy} onPress={() => model.act({ kind: 'resendInvitation', userId: u.id })} aria-label={t('staff.support.resendFor', { name: u.email })}>
                    {t('staff.support.resend')}
                  </Button>
                )}
                {u.mfaMethod && (
                  <Button variant="secondary" isDisabled={model.busy} onPress={() => model.act({ kind: 'resetMfa', userId: u.id })} aria-label={t('staff.support.resetMfaFor', { name: u.email })}>
                    {t('staff.support.resetMfa')}
                  </Button>
                )}
              </Flex>
            ),
          }]
        : []),
    ];
    const done = model.done;
    return (
      <View>
        <Heading level={1} marginTop={0}>
          {customer.name}
        </Heading>
        <AppLink to={pathFor('customers')}>{t('staff.customer.back')}</AppLink>
        <FailureAlert title={t('staff.actionFailed')} failure={model.actionFailure} />
        {done && done.action.kind !== 'openPortal' && (
          <InlineAlert variant="positive" marginTop="size-200">
            <Heading>{t(`staff.done.${done.action.kind}`)}</Heading>
            <Content>{t('staff.done.body')}</Content>
          </InlineAlert>
        )}
        <Heading level={2}>{t('staff.customer.account')}</Heading>
        <dl className="staff-details">
          <dt>{t('staff.customers.column.status')}</dt>
          <dd>{customerStatusText(t, customer.status, customer.suspensionReason)}</dd>
          <dt>{t('staff.customers.column.terms')}</dt>
          <dd>{customer.terms}</dd>
          <dt>{t('staff.customer.clientReferenceId')}</dt>
          <dd>{customer.clientReferenceId ?? '—'}</dd>
          <dt>{t('staff.customer.clientReferenceBuyerId')}</dt>
          <dd>{customer.clientReferenceBuyerId ?? '—'}</dd>
          <dt>{t('staff.customers.column.approved')}</dt>
          <dd data-testid="customer-credit-approved">{money(customer.creditApproved)}</dd>
          <dt>{t('staff.customers.column.available')}</dt>
          <dd>{money(customer.creditAvailable)}</dd>
          <dt>{t('staff.customers.column.authorizations')}</dt>
          <dd>{t('staff.customers.openAuthorizations', { count: customer.openPreauthorizations })}</dd>
          <dt>{t('staff.customers.column.charges')}</dt>
          <dd>{customer.charges}</dd>
          <dt>{t('staff.customers.column.purchasers')}</dt>
          <dd>{customer.purchasers}</dd>
          <dt>{t('staff.customers.column.activated')}</dt>
          <dd>{customer.activated ? t('staff.yes') : t('staff.no')}</dd>
          <dt>{t('staff.customer.creditIncrease')}</dt>
          <dd>
            {detail.pendingCreditIncrease
              ? t('staff.customer.creditIncreasePending', { amount: money(detail.pendingCreditIncrease.requestedAmount), date: date(detail.pendingCreditIncrease.submittedAt) })
              : t('staff.customer.noneWaiting')}
          </dd>
        </dl>
        {isSupport && (
          <View marginTop="size-300">
            <Heading level={2}>{t('staff.support.title')}</Heading>
            <p>{t('staff.support.portalHint')}</p>
            <Button variant="accent" isDisabled={model.busy} onPress={() => model.act({ kind: 'openPortal', buyerId: customer.id, path: pathFor('activity-account-activity') })}>
              {t('staff.support.openPortal')}
            </Button>
            {detail.pendingEmailChange && (
              <View marginTop="size-200">
                <Heading level={3}>{t('staff.support.emailChange')}</Heading>
                <p>{t('staff.support.emailChangeBody', { from: detail.pendingEmailChange.currentEmail, to: detail.pendingEmailChange.newEmail, date: date(detail.pendingEmailChange.submittedAt) })}</p>
                <ButtonGroup>
                  <Button variant="primary" isDisabled={model.busy} onPress={() => model.act({ kind: 'decideEmailChange', changeId: detail.pendingEmailChange!.id, approve: true, reason: null })}>
                    {t('staff.support.approveEmail')}
                  </Button>
                  <Button variant="negative" isDisabled={model.busy} onPress={() => model.act({ kind: 'decideEmailChange', changeId: detail.pendingEmailChange!.id, approve: false, reason: 'domainNotVerified' })}>
                    {t('staff.support.rejectEmail')}
                  </Button>
                </ButtonGroup>
              </View>
            )}
          </View>
        )}
        <CustomerPreauthorizations consoles={consoles} customerId={customer.id} customerName={customer.name} />
        <Heading level={2}>{t('staff.customer.users')}</Heading>
        <StaffTable caption={t('staff.customer.usersCaption', { name: customer.name })} columns={userColumns} rows={detail.users} rowKey={(u) => u.id} empty={t('staff.customer.noUsers')} />
      </View>
    );
  }
  // Its texts load with the page: the staff screens' (screens/staff) and the seller console's (screens/sellerConsole).
  return withScreenMessages('staff', function CustomerPage() {
    return (
      <WithScreenMessages area="sellerConsole">
        <CustomerScreen />
      </WithScreenMessages>
    );
  });
}
