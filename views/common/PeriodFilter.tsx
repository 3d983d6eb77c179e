import type { ComponentType, PropsWithChildren, ReactNode } from 'react';
import { Flex } from '@adobe/react-spectrum';
import type { FormElementProps } from '../forms/formKit';
import { withFieldGroup } from '../forms/formKit';

/** A period as the filter forms hold it: `YYYY-MM-DD` days, either end open (null). */
export interface PeriodDraft {
  from: string | null;
  to: string | null;
}

/** The kit form's pieces the filter lays out (any `useAppForm` form has them). */
interface KitForm {
  AppForm: ComponentType<PropsWithChildren>;
  FormElement: ComponentType<FormElementProps>;
}

export interface PeriodFilterProps {
  /** The screen's kit form (`useAppForm`): it owns the days and what else is filtered, and submits ONE event. */
  form: KitForm;
  /** The form's accessible name. */
  label: string;
  /** `PeriodFields`, more fields and the buttons (Apply is a `type="submit"` button). */
  children: ReactNode;
}

/**
 * The period filter of the list and report screens (Disbursements, Reports): a form on the kit
 * (views/forms/README.md) laid out in one row. The screen's form holds the days; its schema calls
 * the period rule of the screen's machine and refuses on the field (the end day); a valid Apply is
 * ONE event carrying the period. Nothing typed is lost on a refusal.
 */
export function PeriodFilter({ form, label, children }: PeriodFilterProps) {
  return (
    <form.AppForm>
      <form.FormElement aria-label={label} maxWidth="100%">
        <Flex gap="size-200" wrap alignItems="end" marginY="size-200">
          {children}
        </Flex>
      </form.FormElement>
    </form.AppForm>
  );
}

/** The start and end day of a period filter: two kit DatePickers over the form's two day fields (`fields={{ from, to }}`). */
export const PeriodFields = withFieldGroup({
  defaultValues: { from: null, to: null } as PeriodDraft,
  props: { fromLabel: '', toLabel: '' },
  render: function Render({ group, fromLabel, toLabel }) {
    return (
      <>
        <group.AppField name="from">{(field) => <field.DatePicker label={fromLabel} />}</group.AppField>
        <group.AppField name="to">{(field) => <field.DatePicker label={toLabel} />}</group.AppField>
      </>
    );
  },
});
