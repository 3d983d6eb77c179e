import { useIntl } from 'react-intl';
import { Button, ButtonGroup, Content, Heading, InlineAlert, Text } from '@adobe/react-spectrum';
import type { CreateGroupViewModel } from './useCreateGroupViewModel';
import { useTranslate } from '../common/translate';

/** The review: every step as it will be sent; Back keeps everything. */
export function ReviewStep({ vm }: { vm: CreateGroupViewModel }) {
  const intl = useIntl();
  const t = useTranslate();
  const { details, billTo, members, kind } = vm.draft;
  const legal = kind === 'legalEntity';
  const none = t('groups.none');
  const fact = (labelId: string, value: string) => (
    <div key={labelId}>
      <dt>{t(labelId)}</dt>
      <dd>{value.trim() === '' ? none : value}</dd>
    </div>
  );
  const address = details.address;
  const failureText = vm.failure
    ? t(vm.failure.messageId in intl.messages ? vm.failure.messageId : 'groups.error.saveFailed', { fieldName: '', name: '', ...vm.failure.values })
    : null;
  return (
    <>
      <dl className="fact-list">
        {fact('groups.field.kind', kind === '' ? '' : t(`groups.kind.${kind}`))}
        {fact('groups.field.name', details.name)}
        {!vm.topLevel && fact('groups.field.parent', vm.groupName(details.parentGroupId))}
        {legal && fact('groups.field.legalName', details.legalName)}
        {legal && fact('groups.field.dba', details.dba)}
        {legal && fact('groups.field.tradingName', details.tradingName)}
        {legal && fact('groups.field.registrationNumber', details.registrationNumber)}
        {legal && fact('groups.field.taxId', details.taxId)}
        {legal && fact('groups.field.registeredAddress', [address.line1, address.line2, address.city, address.state, address.zip, address.country].filter((p) => p.trim() !== '').join(', '))}
        {legal && !vm.topLevel && fact('groups.field.relationToParent', details.relationToParent === '' ? '' : t(`groups.relation.${details.relationToParent}`))}
        {fact('groups.field.billTo', billTo.billTo === '' ? '' : t(`groups.billTo.${billTo.billTo}`))}
        {billTo.billTo === 'own' && fact('groups.field.billingContactName', billTo.billingContactName)}
        {billTo.billTo === 'own' && fact('groups.field.billingEmail', billTo.billingEmail)}
        {fact('groups.field.admin', vm.userName(members.adminUserId))}
        {fact('groups.field.moveUsers', members.userIds.map(vm.userName).join(', '))}
      </dl>
      {failureText && (
        <InlineAlert variant="negative" marginBottom="size-200">
          <Heading>{t(vm.mode === 'edit' ? 'groups.error.updateFailed' : 'groups.error.createFailed')}</Heading>
          <Content>
            <Text>{failureText}</Text>
          </Content>
        </InlineAlert>
      )}
      <ButtonGroup>
        <Button variant="secondary" onPress={() => vm.back()} isDisabled={vm.saving}>
          {t('groups.back')}
        </Button>
        <Button variant="accent" onPress={vm.create} isPending={vm.saving}>
          {t(vm.mode === 'edit' ? 'groups.save' : 'groups.createSubmit')}
        </Button>
      </ButtonGroup>
    </>
  );
}
