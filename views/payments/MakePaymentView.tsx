import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { Flex, Heading, ProgressCircle, Text, View } from '@adobe/react-spectrum';
import { AmountsStep } from './AmountsStep';
import { ApprovalStep } from './ApprovalStep';
import { MethodStep } from './MethodStep';
import { PaymentSuccess, PaymentUnsuccessful } from './PaymentOutcome';
import { ReviewStep } from './ReviewStep';
import { SelectInvoicesStep } from './SelectInvoicesStep';
import type { MakePaymentStep, MakePaymentViewModel } from './useMakePaymentViewModel';
import './payments.css';

const STEP_TITLES: Record<MakePaymentStep, string> = {
  loading: 'payments.make.select.title',
  select: 'payments.make.select.title',
  amounts: 'payments.make.amounts.title',
  method: 'payments.make.method.title',
  review: 'payments.make.review.title',
  approve: 'payments.make.approval.title',
  success: 'payments.make.success.heading',
  unsuccessful: 'payments.make.unsuccessful.heading',
};

/** Make Payment: one step at a time; a new step moves focus to its heading (keyboard and screen readers). */
export function MakePaymentView({ vm }: { vm: MakePaymentViewModel }) {
  const intl = useIntl();
  const heading = useRef<HTMLSpanElement>(null);
  const shownStep = useRef(vm.step);
  useEffect(() => {
    if (shownStep.current === vm.step) return;
    shownStep.current = vm.step;
    heading.current?.focus();
  }, [vm.step]);

  let content;
  switch (vm.step) {
    case 'loading':
      content = <ProgressCircle isIndeterminate aria-label={intl.formatMessage({ id: 'common.loading' })} />;
      break;
    case 'select':
      content = <SelectInvoicesStep vm={vm} />;
      break;
    case 'amounts':
      content = <AmountsStep vm={vm} />;
      break;
    case 'method':
      content = <MethodStep vm={vm} />;
      break;
    case 'review':
      content = <ReviewStep vm={vm} />;
      break;
    case 'approve':
      content = <ApprovalStep vm={vm} />;
      break;
    case 'success':
      content = <PaymentSuccess vm={vm} />;
      break;
    default:
      content = <PaymentUnsuccessful vm={vm} />;
  }

  return (
    <View>
      <Heading level={1} marginTop={0}>
        {intl.formatMessage({ id: 'page.make-payment' })}
      </Heading>
      <Flex direction="column" gap="size-100" marginBottom="size-200">
        {vm.stepNumber !== null && (
          <Text>{intl.formatMessage({ id: 'payments.make.stepOf' }, { step: vm.stepNumber, total: vm.totalSteps })}</Text>
        )}
        <Heading level={2} marginY={0}>
          <span ref={heading} tabIndex={-1} className="payment-step-heading">
            {intl.formatMessage({ id: STEP_TITLES[vm.step] })}
          </span>
        </Heading>
      </Flex>
      {content}
    </View>
  );
}
