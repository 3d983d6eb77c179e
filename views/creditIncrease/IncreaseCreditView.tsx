import { Content, Flex, Heading, InlineAlert, ProgressCircle, Text, View } from '@adobe/react-spectrum';
import { AppLink } from '../common/AppLink';
import { LoadFailedAlert } from '../common/LoadFailedAlert';
import { RuleRefusal } from '../common/RuleRefusal';
import { useFormatMoney } from '../common/format';
import { CreditIncreaseForm } from './CreditIncreaseForm';
import { CreditIncreaseSummary, useDecisionSentence } from '../common/creditIncreaseStatus/CreditIncreaseSummary';
import type { IncreaseCreditViewModel } from './useIncreaseCreditViewModel';
import { useTranslate } from '../common/translate';

/** Route `increase-credit`: the Increase Credit form and its success page (spec 2). Knows no API. */
export function IncreaseCreditView(vm: IncreaseCreditViewModel) {
  const formatMoney = useFormatMoney();
  const decisionSentence = useDecisionSentence();
  const t = useTranslate();
  const { screen, overview, submitted } = vm;
  const back = (
    <AppLink to={vm.overviewPath}>{t('creditIncrease.backToOverview')}</AppLink>
  );

  let body;
  if (screen === 'loading') body = <ProgressCircle isIndeterminate aria-label={t('common.loading')} />;
  else if (screen === 'loadFailed' || !overview) body = <LoadFailedAlert titleId="creditIncrease.failed" onRetry={vm.retry} />;
  else if (screen === 'success' && submitted) {
    body = (
      <Flex direction="column" gap="size-300">
        <InlineAlert variant="positive">
          <Heading>{t('creditIncrease.success.title')}</Heading>
          <Content>{t('creditIncrease.success.message')}</Content>
        </InlineAlert>
        {/* The decision arrives live: announced here when underwriting answers. */}
        <div role="status" aria-live="polite">
          <Text>{decisionSentence(submitted)}</Text>
        </div>
        <CreditIncreaseSummary request={submitted} />
        {back}
      </Flex>
    );
  } else if (screen === 'pending' && overview.pending) {
    body = (
      <Flex direction="column" gap="size-300">
        <InlineAlert variant="notice">
          <Heading>{t('creditIncrease.pending.title')}</Heading>
          <Content>{t(vm.pendingRefusalId)}</Content>
        </InlineAlert>
        <div role="status" aria-live="polite">
          <Text>{decisionSentence(overview.pending)}</Text>
        </div>
        <CreditIncreaseSummary request={overview.pending} />
        {back}
      </Flex>
    );
  } else {
    body = (
      <Flex direction="column" gap="size-200">
        <Text>{t('creditIncrease.intro', { limit: formatMoney(overview.creditApproved) })}</Text>
        <RuleRefusal refusal={vm.refusalId} titleId="creditIncrease.refused.title" />
        <CreditIncreaseForm currency={overview.creditApproved.currency} submitting={vm.submitting} validate={vm.validate} onSubmit={vm.submit} />
      </Flex>
    );
  }

  return (
    <View>
      <Heading level={1} marginTop={0}>
        {t(screen === 'success' ? 'creditIncrease.success.heading' : 'page.increase-credit')}
      </Heading>
      {body}
    </View>
  );
}
