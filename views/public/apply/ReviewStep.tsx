import { useIntl } from 'react-intl';
import { Button, ButtonGroup, Content, Heading, InlineAlert, Text } from '@adobe/react-spectrum';
import { useTranslate } from '../../common/translate';
import type { ApplyViewModel } from './useApplyViewModel';

/** The review: every step as it will be sent; Back keeps everything. */
export function ReviewStep({ vm }: { vm: ApplyViewModel }) {
  const intl = useIntl();
  const t = useTranslate();
  const { business, address, contact, terms } = vm.draft;
  const none = t('apply.none');
  const fact = (labelId: string, value: string) => (
    <div key={labelId}>
      <dt>{t(labelId)}</dt>
      <dd>{value.trim() === '' ? none : value}</dd>
    </div>
  );
  const country = new Intl.DisplayNames([intl.locale], { type: 'region' }).of(business.country) ?? business.country;
  const failureText = vm.failure ? t(vm.failure.messageId in intl.messages ? vm.failure.messageId : 'apply.error.failed', { fieldName: '' }) : null;
  return (
    <>
      <dl className="fact-list">
        {fact('apply.field.businessName', business.businessName)}
        {fact('apply.field.tradingName', business.tradingName)}
        {fact('apply.field.country', country)}
        {fact('apply.field.registrationNumber', business.registrationNumber)}
        {fact('apply.field.taxId', business.taxId)}
        {fact('apply.review.address', [address.line1, address.line2, address.city, address.state, address.zip].filter((p) => p.trim() !== '').join(', '))}
        {fact('apply.review.contact', `${contact.firstName} ${contact.lastName}, ${contact.email}, ${contact.phone}`)}
        {fact('apply.field.creditLimit', `${terms.creditLimit} ${terms.currency}`)}
        {fact('apply.review.paymentTerms', vm.offer?.paymentTerms ?? '')}
      </dl>
      {failureText && (
        <InlineAlert variant="negative" marginBottom="size-200">
          <Heading>{t('apply.error.sendFailed')}</Heading>
          <Content>
            <Text>{failureText}</Text>
          </Content>
        </InlineAlert>
      )}
      <ButtonGroup>
        <Button variant="secondary" onPress={() => vm.back()} isDisabled={vm.sending}>
          {t('apply.back')}
        </Button>
        <Button variant="accent" onPress={vm.send} isPending={vm.sending}>
          {t('apply.send')}
        </Button>
      </ButtonGroup>
    </>
  );
}
