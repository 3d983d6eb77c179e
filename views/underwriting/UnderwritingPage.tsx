import { useEffect, useRef, useState, type FunctionComponent } from 'react';
import { Button, ButtonGroup, Content, Heading, InlineAlert, Item, Radio, View } from '@adobe/react-spectrum';
import type { StaffConsoles, StaffUnderwritingQueue } from '../../machines/app/staff/staffTypes';
import { UNDERWRITING_DECLINE_REASONS } from '../../machines/rules/underwritingDecision';
import { pathFor } from '../../src/app/routes';
import { AppLink } from '../common/AppLink';
import { FailureAlert } from '../common/FailureAlert';
import { LoadFailedAlert } from '../common/LoadFailedAlert';
import { useFormatDate, useFormatMoney } from '../common/format';
import { useTranslate } from '../common/translate';
import { StaffTable, type StaffColumn } from '../common/staff/StaffTable';
import { useStaffConsole } from '../common/staff/useStaffConsole';
import { withScreenMessages } from '../common/WithScreenMessages';
import { schemaValidation, useAppForm } from '../forms/formKit';
import { decisionSchema, decisionValuesFor, draftOf, type Asked, type DecisionValues } from './decisionForm';

type Queue = StaffUnderwritingQueue;
type CreditItem = Queue['creditIncreases'][number];
type ApplicationItem = Queue['applications'][number];
type Money = { amountMinor: number; currency: string };

/** What the underwriter decides on: a request or an application, with what was asked. */
interface Selected {
  kind: 'decideCreditIncrease' | 'decideApplication';
  id: string;
  title: string;
  asked: Money;
}

type Decide = (action: { kind: 'decideCreditIncrease'; requestId: string } | { kind: 'decideApplication'; applicationId: string }, draft: ReturnType<typeof draftOf>) => void;

/**
 * The decision on one request or application, on the form kit: approve (the amount) or decline (a
 * reason), checked with the underwriting rule; a valid decision is ONE action of the console.
 */
function DecisionForm({ selected, busy, onDecide, onCancel }: { selected: Selected; busy: boolean; onDecide: Decide; onCancel: () => void }) {
  const t = useTranslate();
  const money = useFormatMoney();
  const asked: Asked = { ...selected.asked, inIncrements: selected.kind === 'decideCreditIncrease' };
  const form = useAppForm({
    defaultValues: decisionValuesFor(asked),
    ...schemaValidation<DecisionValues>(decisionSchema(asked)),
    onSubmit: ({ value }) =>
      onDecide(selected.kind === 'decideCreditIncrease' ? { kind: 'decideCreditIncrease', requestId: selected.id } : { kind: 'decideApplication', applicationId: selected.id }, draftOf(value)),
  });
  return (
    <form.AppForm>
      <form.FormElement aria-label={selected.title}>
        <form.AppField name="verdict">
          {(field) => (
            <field.RadioGroup label={t('staff.underwriting.verdict')} orientation="horizontal">
              <Radio value="approve">{t('staff.underwriting.approve')}</Radio>
              <Radio value="decline">{t('staff.underwriting.decline')}</Radio>
            </field.RadioGroup>
          )}
        </form.AppField>
        <form.Subscribe selector={(state) => state.values.verdict}>
          {(verdict) =>
            verdict === 'decline' ? (
              <form.AppField name="reason">
                {(field) => (
                  <field.Picker label={t('staff.underwriting.reason')} width="size-3600">
                    {UNDERWRITING_DECLINE_REASONS.map((code) => (
                      <Item key={code}>{t(`creditIncrease.declineReason.${code}`)}</Item>
                    ))}
                  </field.Picker>
                )}
              </form.AppField>
            ) : (
              <form.AppField name="amountMajor">
                {(field) => (
                  <field.NumberField
                    label={t('staff.underwriting.amount')}
                    description={t('staff.underwriting.amountHint', { amount: money(selected.asked) })}
                    minValue={0}
                    formatOptions={{ style: 'currency', currency: selected.asked.currency }}
                    width="size-3600"
                  />
                )}
              </form.AppField>
            )
          }
        </form.Subscribe>
        <ButtonGroup marginTop="size-200">
          <form.SubmitButton isPending={busy}>{t('staff.underwriting.submit')}</form.SubmitButton>
          <Button variant="secondary" onPress={onCancel}>
            {t('staff.underwriting.cancel')}
          </Button>
        </ButtonGroup>
      </form.FormElement>
    </form.AppForm>
  );
}

/**
 * Route `underwriting` (issue 14 item 6): the underwriter's queue of pending credit-limit increase
 * requests and buyer applications. "Decide" opens the decision for one: approve all or part of what
 * was asked, or decline with a reason (machines/rules/underwritingDecision.ts, checked again by the
 * server). The queue reloads after each decision.
 */
export function connectUnderwritingPage(consoles: StaffConsoles): FunctionComponent {
  // The screen's texts load with it (src/i18n/messages/<locale>/screens/staff.json).
  return withScreenMessages('staff', function UnderwritingPage() {
    const t = useTranslate();
    const money = useFormatMoney();
    const date = useFormatDate();
    const model = useStaffConsole<Queue>(consoles.underwriting, {});
    // Which request or application the decision form is open for (the form holds the decision itself).
    const [selected, setSelected] = useState<Selected | null>(null);
    const formHeading = useRef<HTMLHeadingElement>(null);
    useEffect(() => {
      if (selected) formHeading.current?.focus();
    }, [selected]);
    useEffect(() => {
      if (model.done && selected && model.done.action.kind === selected.kind) setSelected(null);
    }, [model.done, selected]);

    const decide: Decide = (action, draft) => model.act({ ...action, ...draft });

    const creditColumns: StaffColumn<CreditItem>[] = [
      { key: 'buyer', title: t('staff.underwriting.column.buyer'), rowHeader: true, render: (c) => <AppLink to={pathFor('customer', { id: c.buyerId })}>{c.buyerName}</AppLink> },
      { key: 'type', title: t('staff.underwriting.column.type'), render: (c) => t(`staff.underwriting.type.${c.request.type}`) },
      { key: 'asked', title: t('staff.underwriting.column.asked'), numeric: true, render: (c) => money(c.request.requestedAmount) },
      { key: 'line', title: t('staff.underwriting.column.line'), numeric: true, render: (c) => money(c.creditApproved) },
      { key: 'submitted', title: t('staff.underwriting.column.submitted'), render: (c) => date(c.request.submittedAt) },
      {
        key: 'decide',
        title: t('staff.underwriting.column.decide'),
        render: (c) => (
          <Button variant="primary" isDisabled={model.busy} aria-label={t('staff.underwriting.decideFor', { name: c.buyerName })}
            onPress={() => setSelected({ kind: 'decideCreditIncrease', id: c.request.id, title: t('staff.underwriting.creditTitle', { name: c.buyerName, amount: money(c.request.requestedAmount) }), asked: c.request.requestedAmount })}>
            {t('staff.underwriting.decide')}
          </Button>
        ),
      },
    ];
    const applicationColumns: StaffColumn<ApplicationItem>[] = [
      { key: 'business', title: t('staff.underwriting.column.business'), rowHeader: true, render: (a) => a.businessName },
      { key: 'contact', title: t('staff.underwriting.column.contact'), render: (a) => `${a.contactName} (${a.contactEmail})` },
      { key: 'asked', title: t('staff.underwriting.column.asked'), numeric: true, render: (a) => money(a.requestedLimit) },
      { key: 'terms', title: t('staff.customers.column.terms'), render: (a) => a.paymentTerms },
      { key: 'submitted', title: t('staff.underwriting.column.submitted'), render: (a) => date(a.submittedAt) },
      {
        key: 'decide',
        title: t('staff.underwriting.column.decide'),
        render: (a) => (
          <Button variant="primary" isDisabled={model.busy} aria-label={t('staff.underwriting.decideFor', { name: a.businessName })}
            onPress={() => setSelected({ kind: 'decideApplication', id: a.id, title: t('staff.underwriting.applicationTitle', { name: a.businessName, amount: money(a.requestedLimit) }), asked: a.requestedLimit })}>
            {t('staff.underwriting.decide')}
          </Button>
        ),
      },
    ];

    if (model.failed) return <LoadFailedAlert titleId="staff.loadFailed" onRetry={model.retry} />;
    const queue = model.data;
    return (
      <View>
        <Heading level={1} marginTop={0}>
          {t('page.underwriting')}
        </Heading>
        {model.done && !selected && (
          <InlineAlert variant="positive" marginBottom="size-200">
            <Heading>{t(`staff.done.${model.done.action.kind}`)}</Heading>
            <Content>{t('staff.done.body')}</Content>
          </InlineAlert>
        )}
        {selected && (
          <View borderWidth="thin" borderColor="dark" borderRadius="medium" padding="size-200" marginBottom="size-300">
            <h2 ref={formHeading} tabIndex={-1} className="staff-form-heading">
              {selected.title}
            </h2>
            <FailureAlert title={t('staff.actionFailed')} failure={model.actionFailure} />
            <DecisionForm key={`${selected.kind}-${selected.id}`} selected={selected} busy={model.busy} onDecide={decide} onCancel={() => setSelected(null)} />
          </View>
        )}
        <StaffTable caption={t('staff.underwriting.creditCaption', { count: queue?.creditIncreases.length ?? 0 })} columns={creditColumns} rows={queue?.creditIncreases ?? []} rowKey={(c) => c.request.id}
          empty={model.loading && !queue ? t('staff.loading') : t('staff.underwriting.noRequests')} />
        <StaffTable caption={t('staff.underwriting.applicationCaption', { count: queue?.applications.length ?? 0 })} columns={applicationColumns} rows={queue?.applications ?? []} rowKey={(a) => a.id}
          empty={model.loading && !queue ? t('staff.loading') : t('staff.underwriting.noApplications')} />
      </View>
    );
  });
}
