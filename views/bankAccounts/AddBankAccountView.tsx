import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { Button, ButtonGroup, Checkbox, Content, Flex, Heading, InlineAlert, ProgressCircle, Switch, Text, View } from '@adobe/react-spectrum';
import { formatBranchCode, maskedAccountNumber, partialIban, schemeFieldsFor } from '../../machines/rules/bankAccountNumbers';
import { AppLink } from '../common/AppLink';
import { LoadFailedAlert } from '../common/LoadFailedAlert';
import { useFormatDate } from '../common/format';
import { AccountDetailsForm } from './AccountDetailsForm';
import { countryName } from './countries';
import type { AddBankAccountViewModel } from './useAddBankAccountViewModel';
import './bankAccounts.css';
import { useTranslate } from '../common/translate';

/** Routes `new-bank-account` and `account-overview-new-bank-account`: Add Bank Account, two steps. */
export function AddBankAccountView(vm: AddBankAccountViewModel) {
  const intl = useIntl();
  const formatDate = useFormatDate();
  const t = useTranslate();
  const stepHeading = useRef<HTMLSpanElement>(null);
  const firstRender = useRef(true);
  useEffect(() => {
    // Moving between steps puts the focus on the step's heading (screen readers announce it).
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    stepHeading.current?.focus();
  }, [vm.step]);

  const stepTitle = (
    <Flex direction="column" gap="size-50">
      <Text>{t('bankAccounts.stepOf', { step: vm.step === 'details' ? 1 : 2, total: 2 })}</Text>
      <Heading level={2} marginY={0}>
        <span ref={stepHeading} tabIndex={-1} className="bank-step-heading">
          {t(vm.step === 'details' ? 'bankAccounts.details.step' : 'bankAccounts.directDebit.step')}
        </span>
      </Heading>
    </Flex>
  );

  let body;
  if (vm.state === 'loading') body = <ProgressCircle isIndeterminate aria-label={t('common.loading')} />;
  else if (vm.state === 'failed') body = <LoadFailedAlert titleId="bankAccounts.loadFailed" onRetry={vm.retryLoad} />;
  else if (!vm.canManage) {
    body = (
      <InlineAlert variant="notice">
        <Heading>{t('bankAccounts.add.notAllowed')}</Heading>
        <Content>
          <AppLink to={vm.listPath}>{t('bankAccounts.backToList')}</AppLink>
        </Content>
      </InlineAlert>
    );
  } else if (!vm.add.allowed) {
    body = (
      <InlineAlert variant="notice">
        <Heading>{t('bankAccounts.add.notNow')}</Heading>
        <Content>
          <Flex direction="column" gap="size-100">
            <Text>
              {vm.add.reasonId === 'bankAccounts.add.retryLater'
                ? t('bankAccounts.mandate.failed.retryAt', { time: intl.formatTime(vm.add.retryAt, { hour: 'numeric', minute: '2-digit' }) })
                : t('bankAccounts.add.blockedPending')}
            </Text>
            <AppLink to={vm.listPath}>{t('bankAccounts.backToList')}</AppLink>
          </Flex>
        </Content>
      </InlineAlert>
    );
  } else if (vm.step === 'details') {
    body = (
      <Flex direction="column" gap="size-200">
        {stepTitle}
        <AccountDetailsForm initial={vm.details} onSubmit={vm.submitDetails} submitLabel={t('bankAccounts.details.continue')} />
      </Flex>
    );
  } else {
    const fields = schemeFieldsFor(vm.details.bankingCountry);
    const auddis = fields?.scheme === 'V1';
    const number = fields?.number === 'iban' ? partialIban(vm.details.iban) : maskedAccountNumber(vm.details.accountNumber);
    body = (
      <Flex direction="column" gap="size-200" maxWidth="size-6000">
        {stepTitle}
        <dl className="bank-figures">
          <div>
            <dt>{t('bankAccounts.field.bankName')}</dt>
            <dd>{vm.details.bankName}</dd>
          </div>
          <div>
            <dt>{t('bankAccounts.field.bankingCountry')}</dt>
            <dd>{countryName(intl, vm.details.bankingCountry)}</dd>
          </div>
          <div>
            <dt>{t(fields?.number === 'iban' ? 'bankAccounts.field.partialIban' : 'bankAccounts.field.maskedAccountNumber')}</dt>
            <dd>{number}</dd>
          </div>
          {fields?.branch && (
            <div>
              <dt>{t(`bankAccounts.field.${fields.branch}`)}</dt>
              <dd>{formatBranchCode(vm.details.branchCode, fields.branch)}</dd>
            </div>
          )}
          <div>
            <dt>{t('bankAccounts.field.signatureDate')}</dt>
            <dd>{formatDate(vm.signatureDate)}</dd>
          </div>
        </dl>
        <Text>{t(auddis ? 'bankAccounts.directDebit.auddis' : 'bankAccounts.directDebit.mandate', { holder: vm.details.holderName })}</Text>
        <Switch isSelected={vm.autoPay} isDisabled={vm.autoPayRequired} onChange={vm.setAutoPay}>
          {t('bankAccounts.autoPay.label')}
        </Switch>
        <Text>{t(vm.autoPayRequired ? 'bankAccounts.autoPay.required' : 'bankAccounts.autoPay.help')}</Text>
        {vm.setupErrors.autoPay && <Text UNSAFE_style={{ color: 'var(--spectrum-semantic-negative-color-text-small)' }}>{t(vm.setupErrors.autoPay)}</Text>}
        <Checkbox
          isSelected={vm.authorised}
          onChange={vm.setAuthorised}
          validationState={vm.setupErrors.authorised ? 'invalid' : undefined}
          aria-describedby={vm.setupErrors.authorised ? 'bank-authorise-error' : undefined}
        >
          {t('bankAccounts.directDebit.authorise')}
        </Checkbox>
        {vm.setupErrors.authorised && (
          <Text id="bank-authorise-error" UNSAFE_style={{ color: 'var(--spectrum-semantic-negative-color-text-small)' }}>
            {t(vm.setupErrors.authorised)}
          </Text>
        )}
        <Text>{t('bankAccounts.directDebit.timing')}</Text>
        {vm.failure && (
          <InlineAlert variant="negative">
            <Heading>{t(vm.failure.messageId in intl.messages ? vm.failure.messageId : 'bankAccounts.error.addFailed')}</Heading>
          </InlineAlert>
        )}
        <ButtonGroup>
          <Button variant="secondary" onPress={vm.back} isDisabled={vm.submitting}>
            {t('bankAccounts.directDebit.back')}
          </Button>
          <Button variant="accent" onPress={vm.submit} isPending={vm.submitting}>
            {t('bankAccounts.directDebit.submit')}
          </Button>
        </ButtonGroup>
      </Flex>
    );
  }

  return (
    <View>
      <Heading level={1} marginTop={0}>
        {t('page.new-bank-account')}
      </Heading>
      {vm.afterFailedMandate && (
        <InlineAlert variant="negative" marginBottom="size-200">
          <Heading>{t('bankAccounts.error.mandateFailed')}</Heading>
          <Content>{t('bankAccounts.mandate.failed.addAgain')}</Content>
        </InlineAlert>
      )}
      {vm.replaces && vm.add.allowed && vm.canManage && <p>{t('bankAccounts.replace.notice')}</p>}
      {body}
    </View>
  );
}
