import { Button, Content, Flex, Heading, InlineAlert, Item, NumberField, Picker, ProgressCircle, Radio, RadioGroup, Text, TextField, View } from '@adobe/react-spectrum';
import { useIntl } from 'react-intl';
import { CARD_LIMITS } from '../../machines/rules/cardRequest';
import { LoadFailedAlert } from '../common/LoadFailedAlert';
import { useFormatMoney } from '../common/format';
import { AddressFields } from '../common/AddressFields';
import type { CreateCardViewModel } from './useCreateCardViewModel';
import { useTranslate } from '../common/translate';

/** The create-card form (spec 3 Purchase card fields, spec 5 lengths and characters). */
export function CreateCardView({ vm, titleId }: { vm: CreateCardViewModel; titleId: string }) {
  const intl = useIntl();
  const formatMoney = useFormatMoney();
  const t = useTranslate();
  const { options, draft, errors } = vm;
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
      {options && options.purchaseCardsEnabled && (
        <form
          aria-label={t(titleId)}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            vm.submit();
          }}
        >
          <Flex direction="column" gap="size-150" maxWidth="size-6000">
            <Text>{t('purchaseCards.create.for', { name: `${options.firstName} ${options.lastName}` })}</Text>
            <RadioGroup label={t('purchaseCards.field.type')} value={draft.cardType} onChange={(value) => vm.update({ cardType: value === 'physical' ? 'physical' : 'virtual' })} orientation="horizontal">
              <Radio value="virtual">{t('purchaseCards.type.virtual')}</Radio>
              <Radio value="physical">{t('purchaseCards.type.physical')}</Radio>
            </RadioGroup>
            <TextField
              label={t('purchaseCards.field.cardholderName')}
              value={draft.cardholderName}
              onChange={(cardholderName) => vm.update({ cardholderName })}
              onBlur={vm.tidyNames}
              isRequired
              description={t('purchaseCards.create.printedHint', { max: CARD_LIMITS.cardholderName })}
              validationState={errors.cardholderName ? 'invalid' : undefined}
              errorMessage={errors.cardholderName ? t(errors.cardholderName) : undefined}
              width="size-4600"
            />
            <TextField
              label={t('purchaseCards.field.businessName')}
              value={draft.businessName}
              onChange={(businessName) => vm.update({ businessName })}
              onBlur={vm.tidyNames}
              description={t('purchaseCards.create.printedHint', { max: CARD_LIMITS.businessName })}
              validationState={errors.businessName ? 'invalid' : undefined}
              errorMessage={errors.businessName ? t(errors.businessName) : undefined}
              width="size-4600"
            />
            <Picker
              label={t('purchaseCards.field.language')}
              selectedKey={draft.cardLanguage}
              onSelectionChange={(key) => vm.update({ cardLanguage: String(key) })}
              items={options.languages.map((code) => ({ code }))}
              width="size-3000"
            >
              {(item) => <Item key={item.code}>{intl.formatDisplayName(item.code, { type: 'language' }) ?? item.code}</Item>}
            </Picker>
            {options.canSetLimit && options.individualCreditLimitsEnabled && vm.limitCeiling && (
              <NumberField
                label={t('purchaseCards.field.limit')}
                description={t('purchaseCards.create.limitHint', {
                  max: formatMoney(vm.limitCeiling),
                  current: options.currentLimit ? formatMoney(options.currentLimit) : t('purchaseCards.limit.companyLine'),
                })}
                value={draft.limitMinor === null ? Number.NaN : draft.limitMinor / 100}
                onChange={(limit) => vm.update({ limitMinor: Number.isFinite(limit) ? Math.round(limit * 100) : null })}
                formatOptions={{ style: 'currency', currency: vm.limitCeiling.currency }}
                minValue={0}
                validationState={errors.limit ? 'invalid' : undefined}
                errorMessage={errors.limit ? t(errors.limit.id, errors.limit.values) : undefined}
                width="size-3600"
              />
            )}
            {draft.cardType === 'physical' && (
              <>
                <Heading level={2}>{t('purchaseCards.create.shipTo')}</Heading>
                <Text>{t('purchaseCards.create.delivery')}</Text>
                <AddressFields value={draft.shipTo} onChange={(shipTo) => vm.update({ shipTo })} problems={errors.shipTo} />
              </>
            )}
            {vm.failureId && (
              <InlineAlert variant="negative" autoFocus>
                <Heading>{t('purchaseCards.create.failed')}</Heading>
                <Content>{t(vm.failureId in intl.messages ? vm.failureId : 'error.generic')}</Content>
              </InlineAlert>
            )}
            <Button type="submit" variant="accent" isPending={vm.submitting} alignSelf="start">
              {t('purchaseCards.create.button')}
            </Button>
          </Flex>
        </form>
      )}
    </View>
  );
}
