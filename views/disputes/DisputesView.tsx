import { useIntl } from 'react-intl';
import { Cell, Column, Content, Heading, IllustratedMessage, ProgressCircle, Row, TableBody, TableHeader, TableView, View } from '@adobe/react-spectrum';
import { LoadFailedAlert } from '../common/LoadFailedAlert';
import type { DisputesViewModel } from './useDisputesViewModel';
import { useTranslate } from '../common/translate';
import { useShownItems } from '../common/shownItems';

const COLUMNS = [
  { key: 'invoice', titleId: 'disputes.column.invoice' },
  { key: 'reason', titleId: 'disputes.column.reason' },
  { key: 'status', titleId: 'disputes.column.status' },
  { key: 'raisedAt', titleId: 'disputes.column.raisedAt' },
  { key: 'raisedBy', titleId: 'disputes.column.raisedBy' },
] as const;

/** Disputes (spec 2 activity-disputes): state, reason, invoice and date of each dispute. */
export function DisputesView({ disputes, loading, failed, retry }: DisputesViewModel) {
  const intl = useIntl();
  const t = useTranslate();
  const title = t('page.activity-disputes');
  // New item objects per language (views/common/shownItems.ts).
  const columns = useShownItems(COLUMNS);
  const rows = useShownItems(disputes);
  return (
    <View>
      <Heading level={1} marginTop={0}>
        {title}
      </Heading>
      {failed ? (
        <LoadFailedAlert titleId="disputes.listFailed" onRetry={retry} />
      ) : loading ? (
        <ProgressCircle isIndeterminate aria-label={t('common.loading')} />
      ) : (
        <TableView
          aria-label={title}
          width="100%"
          density="compact"
          overflowMode="wrap"
          renderEmptyState={() => (
            <IllustratedMessage>
              <Heading>{t('disputes.empty.title')}</Heading>
              <Content>{t('disputes.empty.message')}</Content>
            </IllustratedMessage>
          )}
        >
          <TableHeader columns={columns}>
            {(column) => (
              <Column key={column.key} isRowHeader={column.key === 'invoice'}>
                {t(column.titleId)}
              </Column>
            )}
          </TableHeader>
          <TableBody items={rows}>
            {(dispute: DisputesViewModel['disputes'][number]) => (
              <Row key={dispute.id}>
                {(key) => {
                  switch (String(key)) {
                    case 'invoice':
                      return <Cell>{dispute.invoiceNumber}</Cell>;
                    case 'reason':
                      return <Cell>{t(`disputes.reason.${dispute.reason}`)}</Cell>;
                    case 'status':
                      return <Cell>{t(`disputes.status.${dispute.status}`)}</Cell>;
                    case 'raisedAt':
                      return <Cell>{intl.formatDate(dispute.raisedAt, { dateStyle: 'medium', timeStyle: 'short' })}</Cell>;
                    default:
                      return <Cell>{dispute.raisedBy ?? '—'}</Cell>;
                  }
                }}
              </Row>
            )}
          </TableBody>
        </TableView>
      )}
    </View>
  );
}
