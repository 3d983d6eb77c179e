import { DialogContainer, Flex, Heading, InlineAlert, Content, ProgressCircle, Text, View } from '@adobe/react-spectrum';
import { AppLink } from '../common/AppLink';
import { LoadFailedAlert } from '../common/LoadFailedAlert';
import { pathFor } from '../../src/app/routes';
import { GroupCard } from './GroupCard';
import { MoveUserDialog } from './MoveUserDialog';
import type { GroupTreeViewModel } from './useGroupTreeViewModel';
import './groups.css';
import { useTranslate } from '../common/translate';

/** Route `manage-groups`: the groups the viewer sees, top-down, each indented below its parent. */
export function GroupTreeView({ vm }: { vm: GroupTreeViewModel }) {
  const t = useTranslate();
  let body;
  if (vm.state === 'loading') body = <ProgressCircle isIndeterminate aria-label={t('common.loading')} />;
  else if (vm.state === 'failed') body = <LoadFailedAlert titleId="groups.loadFailed" onRetry={vm.reload} />;
  else {
    body = (
      <ul className="group-tree" aria-label={t('groups.tree')}>
        {vm.rows.map((row) => (
          <li key={row.group.id} style={{ marginInlineStart: `calc(${row.depth} * var(--spectrum-global-dimension-size-400))` }}>
            <GroupCard group={row.group} parentName={row.parentName} headingLevel={2} movable={vm.movable} onMove={vm.openMove} linkToGroup />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <View>
      <Flex justifyContent="space-between" alignItems="center" wrap gap="size-200" marginBottom="size-200">
        <Heading level={1} marginY={0}>
          {t('page.manage-groups')}
        </Heading>
        <Flex gap="size-300">
          <AppLink to={pathFor('manage-users')}>{t('menu.users')}</AppLink>
          {vm.canCreate && <AppLink to={pathFor('create-group')}>{t('groups.create')}</AppLink>}
        </Flex>
      </Flex>
      <Text>{t('groups.intro')}</Text>
      {vm.moved && (
        <InlineAlert variant="positive" marginY="size-200">
          <Heading>{t('groups.move.done', { name: vm.moved.name })}</Heading>
          <Content>{t('groups.move.doneDetail')}</Content>
        </InlineAlert>
      )}
      <View marginTop="size-200">{body}</View>
      <DialogContainer onDismiss={vm.cancelMove}>{vm.move.open && <MoveUserDialog vm={vm} />}</DialogContainer>
    </View>
  );
}
