import { useId } from 'react';
import { Button, Flex, Heading, ProgressCircle, Text, View } from '@adobe/react-spectrum';
import { AGING_BUCKETS, defaultStatementPeriod } from '../../machines/rules/reportPeriod';
import type { AgingFigures, StatementData } from '../../machines/app/reports/reportTypes';
import { useFormatDate, useFormatMoney } from '../common/format';
import { LoadFailedAlert } from '../common/LoadFailedAlert';
import { PeriodFields, PeriodFilter, type PeriodDraft } from '../common/PeriodFilter';
import { useTranslate } from '../common/translate';
import { schemaValidation, useAppForm } from '../forms/formKit';
import { periodOf, statementPeriodSchema } from './statementPeriodForm';
import type { ReportsViewModel } from './useReportsViewModel';
import './reports.css';

const COLUMNS = [...AGING_BUCKETS, 'total'] as const;

function AgingRow({ label, figures, strong }: { label: string; figures: AgingFigures; strong?: boolean }) {
  const formatMoney = useFormatMoney();
  return (
    <tr className={strong ? 'reports-total-row' : undefined}>
      <th scope="row">{label}</th>
      {COLUMNS.map((column) => (
        <td key={column}>{formatMoney(figures[column])}</td>
      ))}
    </tr>
  );
}

function Statement({ statement, downloads }: { statement: StatementData; downloads: ReportsViewModel['downloads'] }) {
  const t = useTranslate();
  const formatMoney = useFormatMoney();
  const formatDate = useFormatDate();
  const headingId = useId();
  const summary: [string, string][] = [
    ['reports.statement.opening', formatMoney(statement.openingBalance)],
    ['reports.statement.charges', formatMoney(statement.charges)],
    ['reports.statement.payments', formatMoney(statement.payments)],
    ['reports.statement.credits', formatMoney(statement.credits)],
    ['reports.statement.closing', formatMoney(statement.closingBalance)],
  ];
  return (
    <section aria-labelledby={headingId} className="reports-statement">
      <Heading level={3} id={headingId}>
        {t('reports.statement.heading', { from: formatDate(statement.from), to: formatDate(statement.to) })}
      </Heading>
      <dl className="reports-summary">
        {summary.map(([labelId, value]) => (
          <div key={labelId} data-testid={labelId}>
            <dt>{t(labelId)}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {downloads && (
        <Flex gap="size-200" wrap marginY="size-200">
          <a className="reports-download" href={downloads.pdf} download>
            {t('reports.statement.downloadPdf')}
          </a>
          <a className="reports-download" href={downloads.csv} download>
            {t('reports.statement.downloadCsv')}
          </a>
        </Flex>
      )}
      {statement.lines.length === 0 ? (
        <Text>{t('reports.statement.empty')}</Text>
      ) : (
        <div className="reports-table-scroll">
          <table className="reports-table">
            <caption>{t('reports.statement.lines')}</caption>
            <thead>
              <tr>
                <th scope="col" className="reports-text">{t('reports.statement.column.date')}</th>
                <th scope="col" className="reports-text">{t('reports.statement.column.type')}</th>
                <th scope="col" className="reports-text">{t('reports.statement.column.invoice')}</th>
                <th scope="col">{t('reports.statement.column.amount')}</th>
                <th scope="col">{t('reports.statement.column.balance')}</th>
              </tr>
            </thead>
            <tbody>
              {statement.lines.map((line, index) => (
                <tr key={`${line.invoiceNumber}-${line.kind}-${index}`}>
                  <td className="reports-text">{formatDate(line.date)}</td>
                  <td className="reports-text">{t(`reports.statement.kind.${line.kind}`)}</td>
                  <th scope="row">{line.invoiceNumber}</th>
                  <td>{formatMoney(line.amount)}</td>
                  <td>{formatMoney(line.balance)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

/**
 * Route `reports` (Account & Settings -> Reports): the aging report and a statement for a chosen
 * period. The period is a form on the kit, starting with the default period (its schema is the
 * period rules); a valid "Show statement" is ONE event.
 */
export function ReportsView(vm: ReportsViewModel) {
  const t = useTranslate();
  const formatDate = useFormatDate();
  const agingId = useId();
  const statementId = useId();
  const { aging } = vm;
  const form = useAppForm({
    defaultValues: defaultStatementPeriod(vm.today) as PeriodDraft,
    ...schemaValidation<PeriodDraft>(statementPeriodSchema(vm.today)),
    onSubmit: ({ value }) => vm.showStatement(periodOf(value)),
  });
  const loading = <ProgressCircle isIndeterminate aria-label={t('common.loading')} />;
  return (
    <View>
      <Heading level={1} marginTop={0}>
        {t('page.reports')}
      </Heading>
      <Text>{t('reports.intro')}</Text>

      <section aria-labelledby={agingId}>
        <Heading level={2} id={agingId}>
          {t('reports.aging.title')}
        </Heading>
        {vm.agingFailed ? (
          <LoadFailedAlert titleId="reports.aging.failed" onRetry={vm.retryAging} />
        ) : !aging ? (
          loading
        ) : (
          <>
            <p>
              {t('reports.aging.asOf', { date: formatDate(aging.asOf) })} {t(`reports.scope.${aging.scope}`)}
            </p>
            <div className="reports-table-scroll">
              <table className="reports-table">
                <caption>{t('reports.aging.caption')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('reports.aging.column.group')}</th>
                    {COLUMNS.map((column) => (
                      <th scope="col" key={column}>
                        {t(`reports.aging.column.${column}`)}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {aging.groups.map((group) => (
                    <AgingRow key={group.groupId ?? 'none'} label={group.groupName ?? t('reports.aging.row.noGroup')} figures={group.buckets} />
                  ))}
                  <AgingRow label={t(aging.scope === 'own' ? 'reports.aging.row.own' : 'reports.aging.row.total')} figures={aging.totals} strong />
                </tbody>
              </table>
            </div>
          </>
        )}
      </section>

      <section aria-labelledby={statementId}>
        <Heading level={2} id={statementId}>
          {t('reports.statement.title')}
        </Heading>
        <PeriodFilter form={form} label={t('reports.statement.period')}>
          <PeriodFields form={form} fields={{ from: 'from', to: 'to' }} fromLabel={t('reports.statement.from')} toLabel={t('reports.statement.to')} />
          <Button type="submit" variant="accent" isDisabled={!vm.canShowStatement}>
            {t('reports.statement.show')}
          </Button>
        </PeriodFilter>
        {vm.statementFailed ? (
          <LoadFailedAlert titleId="reports.statement.failed" onRetry={vm.retryStatement} />
        ) : vm.statementLoading ? (
          loading
        ) : vm.statement ? (
          <Statement statement={vm.statement} downloads={vm.downloads} />
        ) : (
          <Text>{t('reports.statement.choose')}</Text>
        )}
      </section>
    </View>
  );
}
