import { useState } from 'react';
import { Button, Content, Flex, Heading, InlineAlert, ProgressCircle, Radio, RadioGroup, Text } from '@adobe/react-spectrum';
import type { PaymentMethod } from '../../machines/app/makePayment/paymentTypes';
import type { MakePaymentViewModel } from './useMakePaymentViewModel';
import { useTranslate } from '../common/translate';

/** Step 3: direct debit (from the buyer's bank account) or bank transfer (to the program's account). */
export function MethodStep({ vm }: { vm: MakePaymentViewModel }) {
  const t = useTranslate();
  const firstAvailable = vm.methods.find((option) => option.available)?.method ?? null;
  // Presentational: the radio's value until Continue; the makePayment machine decides which methods are allowed.
  const [chosen, setChosen] = useState<PaymentMethod | null>(vm.method);
  const selected = chosen ?? firstAvailable;

  if (vm.methodsState === 'loading') return <ProgressCircle isIndeterminate aria-label={t('common.loading')} />;
  if (vm.methodsState === 'failed') {
    return (
      <InlineAlert variant="negative">
        <Heading>{t('payments.make.method.failed')}</Heading>
        <Content>
          <Flex gap="size-100" marginTop="size-100">
            <Button variant="secondary" onPress={vm.retry}>
              {t('common.tryAgain')}
            </Button>
            <Button variant="secondary" onPress={vm.back}>
              {t('payments.make.back')}
            </Button>
          </Flex>
        </Content>
      </InlineAlert>
    );
  }
  return (
    <form
      aria-label={t('payments.make.method.formLabel')}
      onSubmit={(event) => {
        event.preventDefault();
        if (selected) vm.chooseMethod(selected);
      }}
    >
      <Flex direction="column" gap="size-200">
        <RadioGroup
          label={t('payments.make.method.label')}
          value={selected ?? ''}
          onChange={(value) => setChosen(value as PaymentMethod)}
          isRequired
          necessityIndicator="label"
        >
          {vm.methods.map((option) => (
            <Radio key={option.method} value={option.method} isDisabled={!option.available}>
              {option.accountLabel
                ? t('payments.make.method.withAccount', { method: t(`payments.method.${option.method}`), account: option.accountLabel })
                : t(`payments.method.${option.method}`)}
            </Radio>
          ))}
        </RadioGroup>
        {vm.methods
          .filter((option) => !option.available && option.unavailableReasonId)
          .map((option) => (
            <Text key={option.method}>
              {t('payments.make.method.unavailable', { method: t(`payments.method.${option.method}`), reason: t(option.unavailableReasonId ?? 'error.generic') })}
            </Text>
          ))}
        {selected && <Text>{t(`payments.make.method.explain.${selected}`)}</Text>}
        <Flex gap="size-100" wrap>
          <Button variant="secondary" onPress={vm.back} isDisabled={!vm.can.back}>
            {t('payments.make.back')}
          </Button>
          <Button type="submit" variant="accent" isDisabled={selected === null || !vm.canChooseMethod(selected)}>
            {t('payments.make.continue')}
          </Button>
        </Flex>
      </Flex>
    </form>
  );
}
