import { useEffect, useRef } from 'react';
import { Content, Heading, InlineAlert, ProgressCircle, Text, View } from '@adobe/react-spectrum';
import type { DOMRefValue } from '@react-types/shared';
import { AppLink } from '../../common/AppLink';
import { LoadFailedAlert } from '../../common/LoadFailedAlert';
import { WizardStep } from '../../common/WizardStep';
import { useTranslate } from '../../common/translate';
import { PageFrame } from '../PageFrame';
import { AddressStep, BusinessStep, ConsentStep, ContactStep, TermsStep } from './ApplySteps';
import { ReviewStep } from './ReviewStep';
import type { ApplyViewModel } from './useApplyViewModel';

const STEP_NUMBER = { business: 1, address: 2, contact: 3, terms: 4, consent: 5, review: 6 } as const;

/** The link's problems, before any form (spec 8 "Enrolment", in its words). */
function LinkRefused({ vm }: { vm: ApplyViewModel }) {
  const t = useTranslate();
  const ref = useRef<DOMRefValue<HTMLDivElement>>(null);
  useEffect(() => ref.current?.UNSAFE_getDOMNode()?.focus(), []);
  const problems = vm.failure?.problems ?? [];
  return (
    <InlineAlert ref={ref} variant="negative" autoFocus>
      <Heading>{t(vm.failure?.code === 'ENROLMENT_NOT_AVAILABLE' ? 'apply.error.notAvailable' : 'apply.error.linkInvalid')}</Heading>
      <Content>
        {problems.length > 0 && (
          <ul>
            {problems.map((id) => (
              <li key={id}>{t(id)}</li>
            ))}
          </ul>
        )}
        <Text>{t('apply.linkRefused.help')}</Text>
      </Content>
    </InlineAlert>
  );
}

/** Routes `buyerapply` and `buyerapply-locale`: the link checked, five steps, a review, sent once. Knows no machine. */
export function ApplyView({ vm }: { vm: ApplyViewModel }) {
  const t = useTranslate();
  const doneRef = useRef<DOMRefValue<HTMLDivElement>>(null);
  useEffect(() => {
    if (vm.state === 'submitted') doneRef.current?.UNSAFE_getDOMNode()?.focus();
  }, [vm.state]);

  let body;
  if (vm.state === 'checking') body = <ProgressCircle isIndeterminate aria-label={t('apply.checkingLink')} />;
  else if (vm.state === 'checkFailed') body = <LoadFailedAlert titleId="apply.error.checkFailed" onRetry={vm.retry} />;
  else if (vm.state === 'linkRefused') body = <LinkRefused vm={vm} />;
  else if (vm.state === 'submitted') {
    body = (
      <InlineAlert ref={doneRef} variant="positive" autoFocus>
        <Heading>{t('apply.submitted.title')}</Heading>
        <Content>
          <Text>{t('apply.submitted.message', { email: vm.draft.contact.email })}</Text>{' '}
          <Text>{t('apply.submitted.reference', { reference: vm.reference ?? '' })}</Text>
        </Content>
      </InlineAlert>
    );
  } else {
    body = (
      <WizardStep step={vm.step} active={vm.state === 'form'} number={STEP_NUMBER[vm.step]} total={5}
        messages={{ stepOf: 'apply.stepOf', reviewHint: 'apply.step.reviewHint', title: `apply.step.${vm.step}` }}
        intro={vm.offer && <Text>{t('apply.offer', { program: vm.offer.programName, terms: vm.offer.paymentTerms })}</Text>}>
        {vm.step === 'business' && <BusinessStep key="business" vm={vm} />}
        {vm.step === 'address' && <AddressStep key="address" vm={vm} />}
        {vm.step === 'contact' && <ContactStep key="contact" vm={vm} />}
        {vm.step === 'terms' && <TermsStep key="terms" vm={vm} />}
        {vm.step === 'consent' && <ConsentStep key="consent" vm={vm} />}
        {vm.step === 'review' && <ReviewStep vm={vm} />}
      </WizardStep>
    );
  }
  return (
    <PageFrame brand={vm.brand} insideLayout={vm.insideLayout}>
      <View backgroundColor="gray-50" borderRadius="medium" borderWidth="thin" borderColor="light" padding={{ base: 'size-300', M: 'size-500' }}>
        <Heading level={1} marginTop={0}>
          {t('page.buyerapply')}
        </Heading>
        {body}
        <View marginTop="size-300">
          <AppLink to={vm.signInPath}>{t('apply.haveAccount')}</AppLink>
        </View>
      </View>
    </PageFrame>
  );
}
