import { Button, Checkbox, Flex, Item } from '@adobe/react-spectrum';
import { membersStepSchema } from '../../machines/app/groups/groupDraft';
import type { GroupMembers } from '../../machines/rules/groupEntity';
import { schemaValidation, useAppForm } from '../forms/formKit';
import type { CreateGroupViewModel } from './useCreateGroupViewModel';
import { useTranslate } from '../common/translate';

/** Step 4: the group admin (their e-mail is the group's admin e-mail) and the users moved into the group. */
export function MembersStep({ vm }: { vm: CreateGroupViewModel }) {
  const t = useTranslate();
  const form = useAppForm({
    defaultValues: { adminUserId: vm.draft.members.adminUserId, userIds: [...vm.draft.members.userIds] } as GroupMembers,
    ...schemaValidation<GroupMembers>(membersStepSchema(vm.users, vm.topLevel)),
    onSubmit: ({ value }) => vm.submitMembers(value),
  });
  const adminLabel = t('groups.field.admin');
  const usersLabel = t('groups.field.moveUsers');
  return (
    <form.AppForm>
      <form.FormElement aria-label={t('groups.step.members')} maxWidth="size-6000">
        <form.AppField name="adminUserId">
          {(field) => (
            <field.Picker
              label={adminLabel}
              isRequired
              necessityIndicator="label"
              description={t('groups.field.admin.help')}
              items={vm.users.map((u) => ({ key: u.id, name: `${u.name} (${u.email})` }))}
            >
              {(item) => <Item key={item.key}>{item.name}</Item>}
            </field.Picker>
          )}
        </form.AppField>
        <form.AppField name="userIds">
          {(field) => (
            <field.CheckboxGroup label={usersLabel} description={t('groups.field.moveUsers.help')}>
              {vm.users.map((u) => (
                <Checkbox key={u.id} value={u.id}>
                  {t('groups.field.moveUsers.option', { name: u.name, group: vm.groupName(u.groupId ?? '') || t('groups.none') })}
                </Checkbox>
              ))}
            </field.CheckboxGroup>
          )}
        </form.AppField>
        <Flex gap="size-200" alignItems="end">
          <Button variant="secondary" marginTop="size-100" onPress={() => vm.back({ members: form.state.values })}>
            {t('groups.back')}
          </Button>
          <form.SubmitButton>{t('groups.next')}</form.SubmitButton>
        </Flex>
      </form.FormElement>
    </form.AppForm>
  );
}
