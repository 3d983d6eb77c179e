import { Button, Content, Flex, Heading, InlineAlert, ProgressCircle, Radio, Text } from '@adobe/react-spectrum';
import { z } from 'zod';
import type { PaymentMethod, PaymentMethodOption } from '../../machines/app/makePayment/paymentTypes';
import { isPaymentMethodAvailable } from '../../machines/rules/paymentMethod';
import type { MakePaymentViewModel } from './useMakePaymentViewModel';
import { useTranslate } from '../common/translate';
import { schemaValidation, useAppForm } from '../forms/formKit';

interface MethodValues {
  method: string;
}

/** A method must be chosen, and the machine's rule (isPaymentMethodAvailable) lets only an available one through. */
const methodSchema = (methods: readonly PaymentMethodOption[]) =>
  z.object({
    method: z
      .string()
      .min(1)
      .refine((method) => method === '' || isPaymentMethodAvailable(methods, method), { params: { messageId: 'payments.allocation.methodUnavailable' } }),
  });

/** Step 3: direct debit (from the buyer's bank account) or bank transfer (to the program's account). */
export function MethodStep({ vm }: { vm: MakePaymentViewModel }) {
  const t = useTranslate();
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
  return <MethodForm vm={vm} />;
}

/**
 * The method radio on the form kit, once the methods are loaded: it starts on the method chosen
 * before (Back from the review) or the first available one; a valid Continue is ONE event
 * (`payment.methodChosen`), the machine's guard checks availability again.
 */
function MethodForm({ vm }: { vm: MakePaymentViewModel }) {
  const t = useTranslate();
  const firstAvailable = vm.methods.find((option) => option.available)?.method ?? null;
  const form = useAppForm({
    defaultValues: { method: vm.method ?? firstAvailable ?? '' } as MethodValues,
    ...schemaValidation<MethodValues>(methodSchema(vm.methods)),
    onSubmit: ({ value }) => vm.chooseMethod(value.method as PaymentMethod),
  });
  return (
    <form.AppForm>
      <form.FormElement aria-label={t('payments.make.method.formLabel')} maxWidth="100%">
        <Flex direction="column" gap="size-200">
          <form.AppField name="method">
            {(field) => (
              <>
                <field.RadioGroup label={t('payments.make.method.label')} isRequired necessityIndicator="label">
                  {vm.methods.map((option) => (
                    <Radio key={option.method} value={option.method} isDisabled={!option.available}>
                      {option.accountLabel
                        ? t('payments.make.method.withAccount', { method: t(`payments.method.${option.method}`), account: option.accountLabel })
                        : t(`payments.method.${option.method}`)}
                    </Radio>
                  ))}
                </field.RadioGroup>
                {vm.methods
                  .filter((option) => !option.available && option.unavailableReasonId)
                  .map((option) => (
                    <Text key={option.method}>
                      {t('payments.make.method.unavailable', { method: t(`payments.method.${option.method}`), reason: t(option.unavailableReasonId ?? 'error.generic') })}
                    </Text>
                  ))}
                {field.state.value && <Text>{t(`payments.make.method.explain.${field.state.value}`)}</Text>}
              </>
            )}
          </form.AppField>
          <Flex gap="size-100" wrap>
            <Button variant="secondary" onPress={vm.back} isDisabled={!vm.can.back}>
              {t('payments.make.back')}
            </Button>
            <Button type="submit" variant="accent">
              {t('payments.make.continue')}
            </Button>
          </Flex>
        </Flex>
      </form.FormElement>
    </form.AppForm>
  );
}
