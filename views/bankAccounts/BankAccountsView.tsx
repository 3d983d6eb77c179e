import { useId } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { AlertDialog, Button, Content, DialogContainer, Flex, Heading, IllustratedMessage, InlineAlert, ProgressCircle, Switch, Text, View } from '@adobe/react-spectrum';
import { AlertBanner } from '../common/AlertBanner';
import { AppLink } from '../common/AppLink';
import { LoadFailedAlert } from '../common/LoadFailedAlert';
import { useFormatDate } from '../common/format';
import { BankAccountDetails } from './BankAccountDetails';
import { mandateExplanationId, accountNumberShown } from './bankAccountsModel';
import { MandateStatus } from './MandateStatus';
import type { BankAccountsViewModel } from './useBankAccountsViewModel';
import './bankAccounts.css';
import { useTranslate } from '../common/translate';

/** Route `manage-payment-methods`: the current bank account, its mandate (live), AutoPay, adding one, earlier accounts. */
export function BankAccountsView(vm: BankAccountsViewModel) {
  const intl = useIntl();
  const navigate = useNavigate();
  const formatDate = useFormatDate();
  const t = useTranslate();
  const currentHeadingId = useId();
  const historyHeadingId = useId();
  const { current } = vm;
  const earlier = vm.accounts.filter((account) => account !== current);
  const time = (iso: string) => intl.formatTime(iso, { hour: 'numeric', minute: '2-digit' });

  let body;
  if (vm.state === 'loading') body = <ProgressCircle isIndeterminate aria-label={t('common.loading')} />;
  else if (vm.state === 'failed') body = <LoadFailedAlert titleId="bankAccounts.loadFailed" onRetry={vm.retry} />;
  else {
    body = (
      <Flex direction="column" gap="size-300">
        {vm.showRemovedBanner && (
          <AlertBanner type="warning" title={t('bankAccounts.removedBanner.title')} dismissible dismissibleHandler={vm.dismissRemovedBanner} role="status">
            {t('bankAccounts.removedBanner.message')}
          </AlertBanner>
        )}
        {current && vm.mandateProblem === 'failed' && (
          <InlineAlert variant="negative">
            <Heading>{t('bankAccounts.error.mandateFailed')}</Heading>
            <Content>
              {vm.add.allowed && vm.canManage ? (
                <Flex direction="column" gap="size-100">
                  <Text>{t('bankAccounts.mandate.failed.retryNow')}</Text>
                  <AppLink to={vm.retryPath}>{t('bankAccounts.mandate.failed.addAgainLink')}</AppLink>
                </Flex>
              ) : vm.add.allowed ? (
                t('bankAccounts.mandate.failed.explanation')
              ) : (
                t('bankAccounts.mandate.failed.retryAt', { time: time(current.mandate.retryAvailableAt ?? current.createdAt) })
              )}
            </Content>
          </InlineAlert>
        )}
        {vm.mandateProblem === 'unsupportedBank' && (
          <InlineAlert variant="negative">
            <Heading>{t('bankAccounts.error.bankNotSupported')}</Heading>
            <Content>{t('bankAccounts.mandate.unsupportedBank.explanation')}</Content>
          </InlineAlert>
        )}

        <section aria-labelledby={currentHeadingId}>
          <Heading level={2} id={currentHeadingId}>
            {t('bankAccounts.current.title')}
          </Heading>
          {current === null || current.status !== 'active' ? (
            <IllustratedMessage>
              <Heading>{t('bankAccounts.empty.title')}</Heading>
              <Content>{t('bankAccounts.empty.message')}</Content>
            </IllustratedMessage>
          ) : (
            <Flex direction="column" gap="size-200">
              <div role="status" aria-live="polite" className="bank-mandate-line">
                <span>{t('bankAccounts.mandate.label')}</span> <MandateStatus status={current.mandate.status} />
              </div>
              <Text>{t(mandateExplanationId(current))}</Text>
              <BankAccountDetails account={current} />
              <Switch
                isSelected={current.autoPay}
                isDisabled={!vm.canSwitchAutoPay}
                onChange={vm.setAutoPay}
              >
                {t('bankAccounts.autoPay.label')}
              </Switch>
              <Text>{t(vm.autoPayRequired ? 'bankAccounts.autoPay.required' : 'bankAccounts.autoPay.help')}</Text>
              {vm.autoPayFailure && (
                <InlineAlert variant="negative">
                  <Heading>{t(vm.autoPayFailure.messageId)}</Heading>
                </InlineAlert>
              )}
            </Flex>
          )}
        </section>

        {vm.canManage && (
          <View>
            <Button variant="accent" isDisabled={!vm.add.allowed} onPress={() => navigate(vm.addPath)}>
              {t(vm.replaces ? 'bankAccounts.replace.button' : 'bankAccounts.add.button')}
            </Button>
            <p>
              {!vm.add.allowed
                ? vm.add.reasonId === 'bankAccounts.add.retryLater'
                  ? t('bankAccounts.mandate.failed.retryAt', { time: time(vm.add.retryAt) })
                  : t('bankAccounts.add.blockedPending')
                : vm.replaces
                  ? t('bankAccounts.replace.notice')
                  : t('bankAccounts.add.oneActive')}
            </p>
          </View>
        )}

        {earlier.length > 0 && (
          <section aria-labelledby={historyHeadingId}>
            <Heading level={2} id={historyHeadingId}>
              {t('bankAccounts.history.title')}
            </Heading>
            <ul className="bank-history">
              {earlier.map((account) => (
                <li key={account.id}>
                  {t('bankAccounts.history.item', {
                    bankName: account.bankName,
                    number: accountNumberShown(account),
                    status: t(`bankAccounts.status.${account.status}`),
                    mandate: t(`bankAccounts.mandate.${account.mandate.status}`),
                    date: formatDate(account.createdAt.slice(0, 10)),
                  })}
                </li>
              ))}
            </ul>
          </section>
        )}
      </Flex>
    );
  }

  return (
    <View>
      <Heading level={1} marginTop={0}>
        {t('page.manage-payment-methods')}
      </Heading>
      {body}
      {/* Spectrum's AlertDialog closes (onDismiss) before it runs the pressed action: the machine must
          see the action itself, so the dialog's buttons answer it and a bare close changes nothing. */}
      <DialogContainer onDismiss={() => {}}>
        {vm.enrolDialogOpen && (
          <AlertDialog
            title={t('bankAccounts.enrolDialog.title')}
            variant="confirmation"
            primaryActionLabel={t('bankAccounts.enrolDialog.enrol')}
            cancelLabel={t('bankAccounts.enrolDialog.notNow')}
            onPrimaryAction={vm.enrolInDirectDebit}
            onCancel={vm.dismissEnrolDialog}
          >
            {t('bankAccounts.enrolDialog.message')}
          </AlertDialog>
        )}
      </DialogContainer>
    </View>
  );
}
