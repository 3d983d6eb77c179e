import { Content, Flex, Heading, InlineAlert, Item, ProgressCircle, Radio, Text, View } from '@adobe/react-spectrum';
import { useIntl } from 'react-intl';
import type { CreationOptions } from '../../machines/app/purchaseCards/purchaseCardTypes';
import { normaliseCompanyName } from '../../machines/rules/cardPrintedName';
import { CARD_LIMITS } from '../../machines/rules/cardRequest';
import { SHIP_TO_FIELDS } from '../../machines/rules/shipToAddress';
import { LoadFailedAlert } from '../common/LoadFailedAlert';
import { useFormatMoney } from '../common/format';
import { addressFieldProps } from '../common/addressFieldProps';
import { schemaValidation, useAppForm } from '../forms/formKit';
import { cardDraftOf, createCardFormValues, createCardSchema, type CreateCardFormValues } from './cardForms';
import type { CreateCardViewModel } from './useCreateCardViewModel';
import { useTranslate } from '../common/translate';

/** The create-card form (spec 3 Purchase card fields, spec 5 lengths and characters). */
export function CreateCardView({ vm, titleId }: { vm: CreateCardViewModel; titleId: string }) {
  const t = useTranslate();
  const { options } = vm;
  return (
    <View>
      <Heading level={1} marginTop={0}>
        {t(titleId)}
      </Heading>
      {vm.loadFailed && <LoadFailedAlert titleId="purchaseCards.error.loadFailed" onRetry={vm.retry} />}
      {!options && !vm.loadFailed && <ProgressCircle aria-label={t('purchaseCards.loading')} isIndeterminate />}
      {options && !options.purchaseCardsEnabled && (
        <InlineAlert variant="notice">
          <Heading>{t('purchaseCards.create.disabled.title')}</Heading>
          <Content>{t('purchaseCards.create.disabled.message')}</Content>
        </InlineAlert>
      )}
      {options && options.purchaseCardsEnabled && <CreateCardForm vm={vm} options={options} titleId={titleId} />}
    </View>
  );
}

/**
 * The draft bound through formKit, checked by the machine's rules (createCardSchema); leaving a name
 * field puts it in printable form (the spec 5 normaliser). A refusal keeps every value typed.
 */
function CreateCardForm({ vm, options, titleId }: { vm: CreateCardViewModel; options: CreationOptions; titleId: string }) {
  const intl = useIntl();
  const formatMoney = useFormatMoney();
  const t = useTranslate();
  const form = useAppForm({
    defaultValues: createCardFormValues(vm.draft),
    ...schemaValidation<CreateCardFormValues>(createCardSchema(options)),
    onSubmit: ({ value }) => vm.submit(cardDraftOf(value)),
  });
  const printable = { onBlur: ({ value, fieldApi }: { value: string; fieldApi: { setValue: (next: string) => void } }) => {
    const tidy = normaliseCompanyName(value);
    if (tidy !== value) fieldApi.setValue(tidy);
  } };
  return (
    <form.AppForm>
      <form.FormElement aria-label={t(titleId)} maxWidth="size-6000">
        <Flex direction="column" gap="size-150">
          <Text>{t('purchaseCards.create.for', { name: `${options.firstName} ${options.lastName}` })}</Text>
          <form.AppField name="cardType">
            {(field) => (
              <field.RadioGroup label={t('purchaseCards.field.type')} orientation="horizontal">
                <Radio value="virtual">{t('purchaseCards.type.virtual')}</Radio>
                <Radio value="physical">{t('purchaseCards.type.physical')}</Radio>
              </field.RadioGroup>
            )}
          </form.AppField>
          <form.AppField name="cardholderName" listeners={printable}>
            {(field) => (
              <field.TextField
                label={t('purchaseCards.field.cardholderName')}
                isRequired
                description={t('purchaseCards.create.printedHint', { max: CARD_LIMITS.cardholderName })}
                width="size-4600"
              />
            )}
          </form.AppField>
          <form.AppField name="businessName" listeners={printable}>
            {(field) => (
              <field.TextField label={t('purchaseCards.field.businessName')} description={t('purchaseCards.create.printedHint', { max: CARD_LIMITS.businessName })} width="size-4600" />
            )}
          </form.AppField>
          <form.AppField name="cardLanguage">
            {(field) => (
              <field.Picker label={t('purchaseCards.field.language')} items={options.languages.map((code) => ({ code }))} width="size-3000">
                {(item) => <Item key={item.code}>{intl.formatDisplayName(item.code, { type: 'language' }) ?? item.code}</Item>}
              </field.Picker>
            )}
          </form.AppField>
          {options.canSetLimit && options.individualCreditLimitsEnabled && vm.limitCeiling && (
            <form.AppField name="limit">
              {(field) => (
                <field.NumberField
                  label={t('purchaseCards.field.limit')}
                  description={t('purchaseCards.create.limitHint', {
                    max: formatMoney(vm.limitCeiling!),
                    current: options.currentLimit ? formatMoney(options.currentLimit) : t('purchaseCards.limit.companyLine'),
                  })}
                  formatOptions={{ style: 'currency', currency: vm.limitCeiling!.currency }}
                  minValue={0}
                  width="size-3600"
                />
              )}
            </form.AppField>
          )}
          <form.Subscribe selector={(s) => s.values.cardType}>
            {(cardType) =>
              cardType === 'physical' && (
                <>
                  <Heading level={2}>{t('purchaseCards.create.shipTo')}</Heading>
                  <Text>{t('purchaseCards.create.delivery')}</Text>
                  <Flex direction="column" gap="size-100">
                    {SHIP_TO_FIELDS.map((name) => (
                      <form.AppField key={name} name={`shipTo.${name}`}>
                        {(field) => <field.TextField {...addressFieldProps(intl, name)} />}
                      </form.AppField>
                    ))}
                  </Flex>
                </>
              )
            }
          </form.Subscribe>
          {vm.failureId && (
            <InlineAlert variant="negative" autoFocus>
              <Heading>{t('purchaseCards.create.failed')}</Heading>
              <Content>{t(vm.failureId in intl.messages ? vm.failureId : 'error.generic')}</Content>
            </InlineAlert>
          )}
          <View>
            <form.SubmitButton isPending={vm.submitting}>{t('purchaseCards.create.button')}</form.SubmitButton>
          </View>
        </Flex>
      </form.FormElement>
    </form.AppForm>
  );
}
