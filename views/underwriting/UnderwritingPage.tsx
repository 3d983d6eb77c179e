import { useEffect, useRef, useState, type FunctionComponent } from 'react';
import { Button, ButtonGroup, Content, Form, Heading, InlineAlert, Item, NumberField, Picker, Radio, RadioGroup, View } from '@adobe/react-spectrum';
import type { StaffConsoles, StaffUnderwritingQueue } from '../../machines/app/staff/staffTypes';
import { UNDERWRITING_DECLINE_REASONS, underwritingDecisionProblems } from '../../machines/rules/underwritingDecision';
import { pathFor } from '../../src/app/routes';
import { AppLink } from '../common/AppLink';
import { FailureAlert } from '../common/FailureAlert';
import { LoadFailedAlert } from '../common/LoadFailedAlert';
import { useFormatDate, useFormatMoney } from '../common/format';
import { useTranslate } from '../common/translate';
import { StaffTable, type StaffColumn } from '../common/staff/StaffTable';
import { useStaffConsole } from '../common/staff/useStaffConsole';
import { withScreenMessages } from '../common/WithScreenMessages';

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

const MINOR_PER_MAJOR = 100;

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
    const [selected, setSelected] = useState<Selected | null>(null);
    const [verdict, setVerdict] = useState<'approve' | 'decline'>('approve');
    const [amountMajor, setAmountMajor] = useState<number>(Number.NaN);
    const [reason, setReason] = useState<string | null>(null);
    const [problems, setProblems] = useState<string[]>([]);
    const formHeading = useRef<HTMLHeadingElement>(null);

    const choose = (next: Selected) => {
      setSelected(next);
      setVerdict('approve');
      setAmountMajor(next.asked.amountMinor / MINOR_PER_MAJOR);
      setReason(null);
      setProblems([]);
    };
    useEffect(() => {
      if (selected) formHeading.current?.focus();
    }, [selected]);
    useEffect(() => {
      if (model.done && selected && model.done.action.kind === selected.kind) setSelected(null);
    }, [model.done, selected]);

    const submit = () => {
      if (!selected) return;
      const amountMinor = Number.isFinite(amountMajor) ? Math.round(amountMajor * MINOR_PER_MAJOR) : Number.NaN;
      const draft = { verdict, amountMinor: verdict === 'approve' ? amountMinor : null, reason: verdict === 'decline' ? reason : null };
      const found = underwritingDecisionProblems(draft, { ...selected.asked, inIncrements: selected.kind === 'decideCreditIncrease' });
      setProblems(found);
      if (found.length > 0) return;
      if (selected.kind === 'decideCreditIncrease') model.act({ kind: 'decideCreditIncrease', requestId: selected.id, ...draft });
      else model.act({ kind: 'decideApplication', applicationId: selected.id, ...draft });
    };

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
            onPress={() => choose({ kind: 'decideCreditIncrease', id: c.request.id, title: t('staff.underwriting.creditTitle', { name: c.buyerName, amount: money(c.request.requestedAmount) }), asked: c.request.requestedAmount })}>
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
            onPress={() => choose({ kind: 'decideApplication', id: a.id, title: t('staff.underwriting.applicationTitle', { name: a.businessName, amount: money(a.requestedLimit) }), asked: a.requestedLimit })}>
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
            <Form aria-label={selected.title} onSubmit={(e) => { e.preventDefault(); submit(); }} validationBehavior="aria">
              <RadioGroup label={t('staff.underwriting.verdict')} value={verdict} onChange={(value) => setVerdict(value === 'decline' ? 'decline' : 'approve')} orientation="horizontal">
                <Radio value="approve">{t('staff.underwriting.approve')}</Radio>
                <Radio value="decline">{t('staff.underwriting.decline')}</Radio>
              </RadioGroup>
              {verdict === 'approve' ? (
                <NumberField
                  label={t('staff.underwriting.amount')}
                  description={t('staff.underwriting.amountHint', { amount: money(selected.asked) })}
                  value={amountMajor}
                  onChange={setAmountMajor}
                  minValue={0}
                  formatOptions={{ style: 'currency', currency: selected.asked.currency }}
                  validationState={problems.length > 0 ? 'invalid' : undefined}
                  errorMessage={problems.map((p) => t(`staff.underwriting.problem.${p}`)).join(' ')}
                  width="size-3600"
                />
              ) : (
                <Picker
                  label={t('staff.underwriting.reason')}
                  selectedKey={reason}
                  onSelectionChange={(key) => setReason(key === null ? null : String(key))}
                  validationState={problems.length > 0 ? 'invalid' : undefined}
                  errorMessage={problems.map((p) => t(`staff.underwriting.problem.${p}`)).join(' ')}
                  width="size-3600"
                >
                  {UNDERWRITING_DECLINE_REASONS.map((code) => (
                    <Item key={code}>{t(`creditIncrease.declineReason.${code}`)}</Item>
                  ))}
                </Picker>
              )}
              <ButtonGroup marginTop="size-200">
                <Button type="submit" variant="accent" isDisabled={model.busy}>
                  {t('staff.underwriting.submit')}
                </Button>
                <Button variant="secondary" onPress={() => setSelected(null)}>
                  {t('staff.underwriting.cancel')}
                </Button>
              </ButtonGroup>
            </Form>
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
