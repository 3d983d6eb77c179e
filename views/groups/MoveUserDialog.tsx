import { useIntl } from 'react-intl';
import { Button, ButtonGroup, Content, Dialog, Divider, Heading, InlineAlert, Radio, RadioGroup, Text } from '@adobe/react-spectrum';
import type { GroupTreeViewModel } from './useGroupTreeViewModel';
import { useTranslate } from '../common/translate';

/** Move a user to another group the viewer manages (spec 5: a Payer stays in the top-level group). */
export function MoveUserDialog({ vm }: { vm: GroupTreeViewModel }) {
  const intl = useIntl();
  const t = useTranslate();
  const { move } = vm;
  const label = t('groups.move.target');
  return (
    <Dialog>
      <Heading>{t('groups.move.title', { name: move.user?.name ?? '' })}</Heading>
      <Divider />
      <Content>
        <RadioGroup
          label={label}
          value={move.groupId === '' ? null : move.groupId}
          onChange={vm.chooseGroup}
          validationState={move.problemId ? 'invalid' : undefined}
          errorMessage={move.problemId ? t(move.problemId, { fieldName: label, name: move.user?.name ?? '' }) : undefined}
        >
          {move.targets.map((group) => (
            <Radio key={group.id} value={group.id}>
              {group.name}
            </Radio>
          ))}
        </RadioGroup>
        {move.failure && (
          <InlineAlert variant="negative" marginTop="size-200">
            <Heading>{t('groups.move.failed')}</Heading>
            <Content>
              <Text>{t(move.failure.messageId in intl.messages ? move.failure.messageId : 'groups.error.saveFailed', { name: move.user?.name ?? '', ...move.failure.values })}</Text>
            </Content>
          </InlineAlert>
        )}
      </Content>
      <ButtonGroup>
        <Button variant="secondary" onPress={vm.cancelMove} isDisabled={move.saving}>
          {t('groups.cancel')}
        </Button>
        <Button variant="accent" onPress={vm.confirmMove} isPending={move.saving}>
          {t('groups.move.confirm')}
        </Button>
      </ButtonGroup>
    </Dialog>
  );
}
