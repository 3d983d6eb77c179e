import { useIntl } from 'react-intl';
import { Button, Cell, Column, Content, Flex, Heading, IllustratedMessage, Row, TableBody, TableHeader, TableView, View } from '@adobe/react-spectrum';
import type { ActivityItem } from '../../machines/app/activity/activityTypes';
import type { AccountActivityViewModel } from './useAccountActivityViewModel';
import { LoadFailedAlert } from '../common/LoadFailedAlert';
import { useTranslate } from '../common/translate';
import { useShownItems } from '../common/shownItems';

const COLUMNS = [
  { key: 'when', titleId: 'activity.column.when', width: '1.2fr' },
  { key: 'what', titleId: 'activity.column.what', width: '2.6fr' },
  { key: 'who', titleId: 'activity.column.who', width: '1.2fr' },
  { key: 'states', titleId: 'activity.column.states', width: '1.4fr' },
] as const;

/** Route `activity-account-activity`: the account's audit trail in plain words, newest first. */
export function AccountActivityView({ entries, loading, failed, retry, loadMore }: AccountActivityViewModel) {
  const intl = useIntl();
  const t = useTranslate();
  const title = t('page.activity-account-activity');
  // New item objects per language (views/common/shownItems.ts).
  const columns = useShownItems(COLUMNS);
  const rows = useShownItems(entries);
  const text = (entry: ActivityItem, key: string): string => {
    switch (key) {
      case 'when':
        return intl.formatDate(entry.occurredAt, { dateStyle: 'medium', timeStyle: 'short' });
      case 'what':
        return intl.formatMessage({ id: entry.messageId in intl.messages ? entry.messageId : 'activity.unknownEvent' }, { ...entry.values });
      case 'who':
        return entry.actorRole ?? t('activity.actor.system');
      default:
        return entry.fromState || entry.toState ? `${entry.fromState ?? '—'} → ${entry.toState ?? '—'}` : '—';
    }
  };
  return (
    <View>
      <Heading level={1} marginTop={0}>
        {title}
      </Heading>
      {failed ? (
        <LoadFailedAlert titleId="activity.failed" onRetry={retry} />
      ) : (
        <TableView
          aria-label={title}
          width="100%"
          density="compact"
          overflowMode="wrap"
          renderEmptyState={() => (
            <IllustratedMessage>
              <Heading>{t('activity.empty.title')}</Heading>
              <Content>{t('activity.empty.message')}</Content>
            </IllustratedMessage>
          )}
        >
          <TableHeader columns={columns}>
            {(column) => (
              <Column key={column.key} width={column.width} isRowHeader={column.key === 'when'}>
                {t(column.titleId)}
              </Column>
            )}
          </TableHeader>
          <TableBody items={rows} loadingState={loading ? (entries.length === 0 ? 'loading' : 'loadingMore') : 'idle'}>
            {(entry) => (
              <Row key={entry.seq}>{(key) => <Cell textValue={text(entry, String(key))}>{text(entry, String(key))}</Cell>}</Row>
            )}
          </TableBody>
        </TableView>
      )}
      {loadMore && (
        <Flex marginTop="size-200" justifyContent="end">
          <Button variant="secondary" onPress={loadMore}>
            {t('activity.loadMore')}
          </Button>
        </Flex>
      )}
    </View>
  );
}
