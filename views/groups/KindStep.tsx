import { Radio } from '@adobe/react-spectrum';
import { GROUP_KINDS, type GroupKind } from '../../machines/rules/groupEntity';
import { groupKindSchema } from '../../machines/rules/groupSchemas';
import { schemaValidation, useAppForm } from '../forms/formKit';
import type { CreateGroupViewModel } from './useCreateGroupViewModel';
import { useTranslate } from '../common/translate';

/** Step 1: a reporting group, or a separate legal entity (spec 3 Group). */
export function KindStep({ vm }: { vm: CreateGroupViewModel }) {
  const t = useTranslate();
  const form = useAppForm({
    defaultValues: { kind: vm.draft.kind as GroupKind | '' },
    ...schemaValidation<{ kind: GroupKind | '' }>(groupKindSchema),
    onSubmit: ({ value }) => vm.submitKind(value.kind),
  });
  const label = t('groups.field.kind');
  return (
    <form.AppForm>
      <form.FormElement aria-label={t('groups.step.kind')} maxWidth="size-6000">
        <form.AppField name="kind">
          {(field) => (
            <field.RadioGroup label={label} isRequired necessityIndicator="label" description={t('groups.kind.help')}>
              {GROUP_KINDS.map((kind) => (
                <Radio key={kind} value={kind}>
                  {t(`groups.kind.${kind}`)}
                </Radio>
              ))}
            </field.RadioGroup>
          )}
        </form.AppField>
        <form.SubmitButton>{t('groups.next')}</form.SubmitButton>
      </form.FormElement>
    </form.AppForm>
  );
}
