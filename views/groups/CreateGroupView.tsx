import { Content, Heading, InlineAlert, ProgressCircle, View } from '@adobe/react-spectrum';
import { AppLink } from '../common/AppLink';
import { LoadFailedAlert } from '../common/LoadFailedAlert';
import { WizardStep } from '../common/WizardStep';
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
    body = (
      <WizardStep step={vm.step} active={vm.state === 'ready'} number={STEP_NUMBER[vm.step]} total={4}
        messages={{ stepOf: 'groups.stepOf', reviewHint: 'groups.step.reviewHint', title: `groups.step.${vm.step}` }}>
        {vm.step === 'kind' && <KindStep key="kind" vm={vm} />}
        {vm.step === 'details' && <DetailsStep key="details" vm={vm} />}
        {vm.step === 'billTo' && <BillToStep key="billTo" vm={vm} />}
        {vm.step === 'members' && <MembersStep key="members" vm={vm} />}
        {vm.step === 'review' && <ReviewStep vm={vm} />}
      </WizardStep>
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
