import { useIntl } from 'react-intl';
import { Content, Flex, Heading, InlineAlert, ProgressCircle, Text, View } from '@adobe/react-spectrum';
import { brandTitle } from '../common/brand';
import { AppLink } from '../common/AppLink';
import { LoadFailedAlert } from '../common/LoadFailedAlert';
import { RuleRefusal } from '../common/RuleRefusal';
import { usePageConfig } from '../../src/app/hooks';
import { CompanyProfileForm } from './CompanyProfileForm';
import { DetailsList } from './DetailsList';
import { formatTaxId, profileFormValues } from './companyModel';
import type { CompanyInfoViewModel } from './useCompanyInfoViewModel';
import { useTranslate } from '../common/translate';

/** Route `company-info` (spec 2): legal details (the program's) and the trading name and address (the buyer's). Knows no API. */
export function CompanyInfoView(vm: CompanyInfoViewModel) {
  const intl = useIntl();
  const program = brandTitle(usePageConfig().programName);
  const t = useTranslate();
  const { info } = vm;

  let body;
  if (vm.screen === 'loading') body = <ProgressCircle isIndeterminate aria-label={t('common.loading')} />;
  else if (vm.screen === 'loadFailed' || !info) body = <LoadFailedAlert titleId="company.failed" onRetry={vm.retry} />;
  else {
    const notOnFile = t('company.field.notOnFile');
    const country = new Intl.DisplayNames([intl.locale], { type: 'region' }).of(info.country) ?? info.country;
    body = (
      <Flex direction="column" gap="size-300">
        <Text>{t('company.info.intro', { program })}</Text>
        <section aria-labelledby="company-identifiers">
          <Heading level={2} id="company-identifiers">{t('company.identifiers.heading')}</Heading>
          <DetailsList
            rows={[
              [t('company.field.businessName'), info.businessName],
              [t('company.field.registrationNumber'), info.registrationNumber ?? notOnFile],
              [t('company.field.taxId'), formatTaxId(info.taxId, info.country) ?? notOnFile],
              [t('company.field.country'), country],
            ]}
          />
          <Text>{t('company.identifiers.note', { program })}</Text>
        </section>
        <section aria-labelledby="company-profile">
          <Heading level={2} id="company-profile">{t('company.profile.heading')}</Heading>
          {info.canEditProfile ? (
            <Flex direction="column" gap="size-200">
              <RuleRefusal refusal={vm.refusal} titleId="company.profile.refused" />
              {/* Announced when a save goes through; the form keeps what was typed either way. */}
              <div role="status" aria-live="polite">
                {vm.saved && (
                  <InlineAlert variant="positive">
                    <Heading>{t('company.profile.saved')}</Heading>
                    <Content>{info.tradingName ?? info.businessName}</Content>
                  </InlineAlert>
                )}
              </div>
              <CompanyProfileForm initial={profileFormValues(info)} country={info.country} saving={vm.saving} onSave={vm.save} onEdited={vm.edited} />
            </Flex>
          ) : (
            <Text>{t('company.profile.readOnly')}</Text>
          )}
        </section>
        <AppLink to={vm.primaryContactPath}>{t('company.toPrimaryContact')}</AppLink>
      </Flex>
    );
  }

  return (
    <View>
      <Heading level={1} marginTop={0}>
        {t('page.company-info')}
      </Heading>
      {body}
    </View>
  );
}
