import { useEffect, useRef } from 'react';
import { Content, Flex, Heading, InlineAlert, ProgressCircle, Text, View } from '@adobe/react-spectrum';
import { AppLink } from '../common/AppLink';
import { LoadFailedAlert } from '../common/LoadFailedAlert';
import { BillToStep } from './BillToStep';
import { DetailsStep } from './DetailsStep';
import { KindStep } from './KindStep';
import { MembersStep } from './MembersStep';
import { ReviewStep } from './ReviewStep';
import type { CreateGroupViewModel } from './useCreateGroupViewModel';
import './groups.css';
import { useTranslate } from '../common/translate';

const STEP_NUMBER = { kind: 1, details: 2, billTo: 3, members: 4, review: 5 } as const;

/** Routes `create-group`, `create-new-group-getting-started` and `group?edit=true`: four steps, then review. */
export function CreateGroupView({ vm, titleId }: { vm: CreateGroupViewModel; titleId: string }) {
  const t = useTranslate();
  const stepHeading = useRef<HTMLSpanElement>(null);
  const firstStep = useRef(true);
  useEffect(() => {
    // Moving between steps puts the focus on the step's heading (screen readers announce it).
    if (vm.state !== 'ready') return;
    if (firstStep.current) {
      firstStep.current = false;
      return;
    }
    stepHeading.current?.focus();
  }, [vm.step, vm.state]);

  let body;
  if (vm.state === 'loading') body = <ProgressCircle isIndeterminate aria-label={t('common.loading')} />;
  else if (vm.state === 'failed') body = <LoadFailedAlert titleId="groups.loadFailed" onRetry={vm.retry} />;
  else if (vm.state === 'notAllowed') {
    body = (
      <InlineAlert variant="notice">
        <Heading>{t(vm.mode === 'edit' ? 'groups.edit.notAllowed' : 'groups.create.notAllowed')}</Heading>
        <Content>
          <AppLink to={vm.listPath}>{t('groups.backToList')}</AppLink>
        </Content>
      </InlineAlert>
    );
  } else {
    const number = STEP_NUMBER[vm.step];
    body = (
      <Flex direction="column" gap="size-200">
        <Flex direction="column" gap="size-50">
          <Text>{number <= 4 ? t('groups.stepOf', { step: number, total: 4 }) : t('groups.step.reviewHint')}</Text>
          <Heading level={2} marginY={0}>
            <span ref={stepHeading} tabIndex={-1} className="group-step-heading">
              {t(`groups.step.${vm.step}`)}
            </span>
          </Heading>
        </Flex>
        {vm.step === 'kind' && <KindStep key="kind" vm={vm} />}
        {vm.step === 'details' && <DetailsStep key="details" vm={vm} />}
        {vm.step === 'billTo' && <BillToStep key="billTo" vm={vm} />}
        {vm.step === 'members' && <MembersStep key="members" vm={vm} />}
        {vm.step === 'review' && <ReviewStep vm={vm} />}
      </Flex>
    );
  }
  return (
    <View>
      <Heading level={1} marginTop={0}>
        {t(titleId)}
      </Heading>
      <View marginBottom="size-200">
        <AppLink to={vm.listPath}>{t('groups.backToList')}</AppLink>
      </View>
      {body}
    </View>
  );
}
