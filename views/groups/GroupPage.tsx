import type { FunctionComponent } from 'react';
import { useSearchParams } from 'react-router';
import { Content, DialogContainer, Heading, InlineAlert, ProgressCircle, View } from '@adobe/react-spectrum';
import type { GroupMachines } from '../../machines/app/groups/groupTypes';
import { AppLink } from '../common/AppLink';
import { LoadFailedAlert } from '../common/LoadFailedAlert';
import { CreateGroupWizard } from './CreateGroupPage';
import { GroupCard } from './GroupCard';
import { MoveUserDialog } from './MoveUserDialog';
import { pathFor } from '../../src/app/routes';
import { useGroupTreeViewModel } from './useGroupTreeViewModel';
import './groups.css';
import { useTranslate } from '../common/translate';
import { withScreenMessages } from '../common/WithScreenMessages';

/** One group of the tree (query `id`), with Move user; a group the viewer does not see reads as not found. */
function GroupDetails({ deps, groupId }: { deps: GroupMachines; groupId: string }) {
  const t = useTranslate();
  const vm = useGroupTreeViewModel(deps);
  const row = vm.rows.find((r) => r.group.id === groupId);
  let body;
  if (vm.state === 'loading') body = <ProgressCircle isIndeterminate aria-label={t('common.loading')} />;
  else if (vm.state === 'failed') body = <LoadFailedAlert titleId="groups.loadFailed" onRetry={vm.reload} />;
  else if (!row) {
    body = (
      <InlineAlert variant="notice">
        <Heading>{t('groups.notFound')}</Heading>
        <Content>
          <AppLink to={pathFor('manage-groups')}>{t('groups.backToList')}</AppLink>
        </Content>
      </InlineAlert>
    );
  } else {
    body = (
      <>
        {vm.moved && (
          <InlineAlert variant="positive" marginBottom="size-200">
            <Heading>{t('groups.move.done', { name: vm.moved.name })}</Heading>
          </InlineAlert>
        )}
        <GroupCard group={row.group} parentName={row.parentName} headingLevel={2} movable={vm.movable} onMove={vm.openMove} linkToGroup={false} />
      </>
    );
  }
  return (
    <View>
      <Heading level={1} marginTop={0}>
        {t('page.group')}
      </Heading>
      <View marginBottom="size-200">
        <AppLink to="/account/settings/groups">{t('groups.backToList')}</AppLink>
      </View>
      {body}
      <DialogContainer onDismiss={vm.cancelMove}>{vm.move.open && <MoveUserDialog vm={vm} />}</DialogContainer>
    </View>
  );
}

/**
 * Route `group` (spec 2: "properties from the query string"): `id` names the group, `edit=true`
 * opens Edit Group (the Create Group steps, pre-filled).
 */
export function connectGroupPage(deps: GroupMachines): FunctionComponent {
  // The screen's texts load with it (src/i18n/messages/<locale>/screens/groups.json).
  return withScreenMessages('groups', function GroupPage() {
    const [params] = useSearchParams();
    const id = params.get('id') ?? '';
    if (params.get('edit') === 'true') return <CreateGroupWizard key={`edit-${id}`} deps={deps} input={{ mode: 'edit', groupId: id, idempotencyKey: `edit-${id}` }} titleId="groups.edit.title" />;
    return <GroupDetails key={id} deps={deps} groupId={id} />;
  });
}
