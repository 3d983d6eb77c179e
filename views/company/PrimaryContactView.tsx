import { useIntl } from 'react-intl';
import { Flex, Heading, ProgressCircle, Text, View } from '@adobe/react-spectrum';
import type { PrimaryEmailChangeItem } from '../../machines/app/company/companyTypes';
import { AppLink } from '../common/AppLink';
import { LoadFailedAlert } from '../common/LoadFailedAlert';
import { RuleRefusal } from '../common/RuleRefusal';
import { DetailsList } from './DetailsList';
import { changeStatusId } from './companyModel';
import { PrimaryEmailForm } from './PrimaryEmailForm';
import type { PrimaryContactViewModel } from './usePrimaryContactViewModel';
import { useTranslate } from '../common/translate';

/** The state of a change in one sentence, for the live region (spec 4: decided within 48 hours). */
function useChangeSentence(): (change: PrimaryEmailChangeItem) => string {
  const intl = useIntl();
  return (change) => {
    const values = {
      newEmail: change.newEmail,
      currentEmail: change.currentEmail,
      expected: intl.formatDate(change.expectedDecisionBy, { dateStyle: 'medium', timeStyle: 'short' }),
      reason: intl.formatMessage({
        id: `company.primaryContact.rejectionReason.${change.rejectionReason ?? 'unknown'}`,
        defaultMessage: intl.formatMessage({ id: 'company.primaryContact.rejectionReason.unknown' }),
      }),
    };
    const id = change.status === 'submitted' && change.overdue ? 'company.primaryContact.decision.overdue' : `company.primaryContact.decision.${change.status}`;
    return intl.formatMessage({ id }, values);
  };
}

/** Route `primary-contact` (spec 2): the contact, their e-mail change request and its decision, live. Knows no API. */
export function PrimaryContactView(vm: PrimaryContactViewModel) {
  const intl = useIntl();
  const sentence = useChangeSentence();
  const t = useTranslate();
  const { data, shownChange } = vm;

  let body;
  if (vm.screen === 'loading') body = <ProgressCircle isIndeterminate aria-label={t('common.loading')} />;
  else if (vm.screen === 'loadFailed' || !data) body = <LoadFailedAlert titleId="company.primaryContact.failed" onRetry={vm.retry} />;
  else {
    const { contact } = data;
    body = (
      <Flex direction="column" gap="size-300">
        <Text>{t('company.primaryContact.intro')}</Text>
        <section aria-labelledby="primary-contact-person">
          <Heading level={2} id="primary-contact-person">{t('company.primaryContact.heading')}</Heading>
          {contact ? (
            <DetailsList
              rows={[
                [t('company.primaryContact.name'), contact.name],
                [t('company.primaryContact.email'), contact.email],
                [t('company.primaryContact.phone'), contact.phone ?? t('company.field.notOnFile')],
              ]}
            />
          ) : (
            <Text>{t('company.primaryContact.none')}</Text>
          )}
        </section>
        <section aria-labelledby="primary-contact-change">
          <Heading level={2} id="primary-contact-change">{t('company.primaryContact.requestHeading')}</Heading>
          {/* The decision arrives live: announced here when support answers. */}
          <div role="status" aria-live="polite">
            {shownChange && <Text>{sentence(shownChange)}</Text>}
          </div>
          {shownChange && (
            <DetailsList
              rows={[
                [t('company.primaryContact.field.newEmail'), shownChange.newEmail],
                [t('company.primaryContact.field.currentEmail'), shownChange.currentEmail],
                [t('company.primaryContact.field.submittedAt'), intl.formatDate(shownChange.submittedAt, { dateStyle: 'medium', timeStyle: 'short' })],
                [t('company.primaryContact.field.status'), t(changeStatusId(shownChange))],
              ]}
            />
          )}
          {vm.screen === 'pending' && <Text>{t('company.primaryContact.pendingNote')}</Text>}
        </section>
        {vm.screen === 'form' && contact && data.canRequestChange && (
          <section aria-labelledby="primary-contact-form">
            <Heading level={2} id="primary-contact-form">{t('company.primaryContact.changeHeading')}</Heading>
            <Flex direction="column" gap="size-200">
              <RuleRefusal refusal={vm.refusal} titleId="company.primaryContact.refused" />
              <PrimaryEmailForm currentEmail={contact.email} submitting={vm.submitting} onSubmit={vm.requestChange} />
            </Flex>
          </section>
        )}
        <AppLink to={vm.companyInfoPath}>{t('company.toCompanyInfo')}</AppLink>
      </Flex>
    );
  }

  return (
    <View>
      <Heading level={1} marginTop={0}>
        {t('page.primary-contact')}
      </Heading>
      {body}
    </View>
  );
}
