import { useIntl } from 'react-intl';
import { Cell, Column, Row, TableBody, TableHeader, TableView } from '@adobe/react-spectrum';
import type { RuleRow } from '../../src/statecharts/types';

const COLUMNS = [
  { key: 'from', labelId: 'statecharts.rules.from', width: '1fr' },
  { key: 'event', labelId: 'statecharts.rules.event', width: '1fr' },
  { key: 'guard', labelId: 'statecharts.rules.rule', width: '2.4fr' },
  { key: 'to', labelId: 'statecharts.rules.to', width: '1fr' },
  { key: 'spec', labelId: 'statecharts.rules.spec', width: '0.9fr' },
] as const;

/** The rule table: one row per transition, the rule in plain words; a single tab stop, arrow keys inside. */
export function RuleTable({ title, rows }: { title: string; rows: readonly RuleRow[] }) {
  const intl = useIntl();
  return (
    <TableView
      aria-label={intl.formatMessage({ id: 'statecharts.rules.tableLabel' }, { title })}
      overflowMode="wrap"
      density="compact"
      width="100%"
    >
      <TableHeader columns={COLUMNS}>
        {(column) => (
          <Column key={column.key} width={column.width} isRowHeader={column.key === 'from'}>
            {intl.formatMessage({ id: column.labelId })}
          </Column>
        )}
      </TableHeader>
      <TableBody items={rows.map((r) => ({ ...r, id: r.transitionId }))}>
        {(row) => (
          <Row key={row.id}>
            {(columnKey) => (
              <Cell>
                <span className="statechart-rule-cell">{row[columnKey as (typeof COLUMNS)[number]['key']]}</span>
              </Cell>
            )}
          </Row>
        )}
      </TableBody>
    </TableView>
  );
}
