import type { ReactNode } from 'react';
import { parseDate } from '@internationalized/date';
import { DatePicker, Flex } from '@adobe/react-spectrum';
import { isCalendarDate } from '../../machines/rules/reportPeriod';

/** A period as the filters hold it: `YYYY-MM-DD` days, either end open (null). */
export interface PeriodDraft {
  from: string | null;
  to: string | null;
}

export interface PeriodFilterProps {
  /** The form's accessible name. */
  label: string;
  fromLabel: string;
  toLabel: string;
  period: PeriodDraft;
  onChange: (period: PeriodDraft) => void;
  /** Why the period cannot be applied, in the rule's words (shown on the end date, both fields marked). */
  problem?: string;
  /** Submitting the form (Enter in a field, the submit button among `children`). */
  onSubmit: () => void;
  /** More fields and the buttons, after the two dates. */
  children?: ReactNode;
}

const dateValue = (day: string | null) => (day && isCalendarDate(day) ? parseDate(day) : null);

/**
 * The period filter of the list and report screens (Disbursements, Reports): a start and an end day,
 * the rule's refusal on the end day; the screen's machine decides whether the period applies.
 */
export function PeriodFilter({ label, fromLabel, toLabel, period, onChange, problem, onSubmit, children }: PeriodFilterProps) {
  const invalid = problem ? ('invalid' as const) : undefined;
  return (
    <form
      aria-label={label}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <Flex gap="size-200" wrap alignItems="end" marginY="size-200">
        <DatePicker label={fromLabel} value={dateValue(period.from)} onChange={(value) => onChange({ ...period, from: value?.toString() ?? null })} validationState={invalid} />
        <DatePicker
          label={toLabel}
          value={dateValue(period.to)}
          onChange={(value) => onChange({ ...period, to: value?.toString() ?? null })}
          validationState={invalid}
          errorMessage={problem}
        />
        {children}
      </Flex>
    </form>
  );
}
