import { Button, Checkbox, CheckboxGroup, Flex, Item, Picker, Switch, Text, View } from '@adobe/react-spectrum';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { userFieldsSchema } from '../../machines/app/users/userFormSchema';
import type { UserSummary } from '../../machines/app/users/userTypes';
import { CONTACT_TYPES, INVOICE_PERMISSIONS, USER_RULE_FIELDS, type ContactType, type InvoicePermission } from '../../machines/rules/userAdministration';
import { schemaValidation, useAppForm } from '../forms/formKit';
import { contactTypeMessageId, permissionMessageId, roleMessageId, ruleWordsId } from './userLabels';
import type { EditUserViewModel } from './useEditUserViewModel';
import { useTranslate } from '../common/translate';

/** The rule a field breaks, in the rule's words: found by the browser, or refused by the server. */
function useFieldRule(vm: EditUserViewModel) {
  const intl = useIntl();
  return (field: string) => {
    const problem = vm.problems.find((p) => USER_RULE_FIELDS[p] === field);
    if (problem) return intl.formatMessage({ id: ruleWordsId(problem) });
    return vm.failure?.field === field ? intl.formatMessage({ id: vm.failure.messageId }) : undefined;
  };
}

/** General: names, e-mail, phone, internal ID, contact types. */
export function GeneralTab({ vm, user }: { vm: EditUserViewModel; user: UserSummary }) {
  const t = useTranslate();
  const rule = useFieldRule(vm);
  // Presentational: the tab's field values until Save; the editUser machine saves and checks the rules.
  const [contactTypes, setContactTypes] = useState<ContactType[]>([...user.contactTypes]);
  const form = useAppForm({
    defaultValues: { firstName: user.firstName, lastName: user.lastName, email: user.email, phone: user.phone ?? '', internalId: user.internalId ?? '' },
    ...schemaValidation<{ firstName: string; lastName: string; email: string; phone: string; internalId: string }>(userFieldsSchema),
    onSubmit: ({ value }) => vm.save({ ...value, contactTypes }),
  });
  const problem = rule('email') ?? rule('internalId') ?? rule('phone');
  const contactError = rule('contactTypes');
  return (
    <form.AppForm>
      <form.FormElement aria-label={t('users.tab.general')} maxWidth="size-6000">
        <Flex direction="column" gap="size-150">
          <form.AppField name="firstName">{(field) => <field.TextField label={t('users.field.firstName')} isRequired isReadOnly={!vm.can.save} />}</form.AppField>
          <form.AppField name="lastName">{(field) => <field.TextField label={t('users.field.lastName')} isRequired isReadOnly={!vm.can.save} />}</form.AppField>
          <form.AppField name="email">{(field) => <field.TextField label={t('users.field.email')} type="email" isRequired isReadOnly={!vm.can.save} />}</form.AppField>
          <form.AppField name="phone">{(field) => <field.TextField label={t('users.field.phone')} type="tel" isReadOnly={!vm.can.save} />}</form.AppField>
          <form.AppField name="internalId">{(field) => <field.TextField label={t('users.field.internalId')} isReadOnly={!vm.can.save} />}</form.AppField>
          <CheckboxGroup
            label={t('users.field.contactTypes')}
            value={contactTypes}
            onChange={(v) => setContactTypes(v as ContactType[])}
            orientation="horizontal"
            isReadOnly={!vm.can.save}
            validationState={contactError ? 'invalid' : undefined}
            errorMessage={contactError}
          >
            {CONTACT_TYPES.map((type) => (
              <Checkbox key={type} value={type}>
                {t(contactTypeMessageId(type))}
              </Checkbox>
            ))}
          </CheckboxGroup>
          {problem && <Text>{problem}</Text>}
          {vm.can.save && <form.SubmitButton isPending={vm.busy}>{t('users.save')}</form.SubmitButton>}
        </Flex>
      </form.FormElement>
    </form.AppForm>
  );
}

/** Notifications: invoice e-mails (spec 6) and invoice permissions (spec 3). */
export function NotificationsTab({ vm, user }: { vm: EditUserViewModel; user: UserSummary }) {
  const t = useTranslate();
  const rule = useFieldRule(vm);
  // Presentational: the tab's field values until Save; the editUser machine saves and checks the rules.
  const [receive, setReceive] = useState(user.receiveInvoiceEmails);
  const [permissions, setPermissions] = useState<InvoicePermission[]>([...user.invoicePermissions]);
  const receiveError = rule('receiveInvoiceEmails');
  return (
    <form
      aria-label={t('users.tab.notifications')}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        vm.save({ receiveInvoiceEmails: receive, invoicePermissions: permissions });
      }}
    >
      <Flex direction="column" gap="size-150" maxWidth="size-6000">
        <Switch isSelected={receive} onChange={setReceive} isReadOnly={!vm.can.save}>
          {t('users.field.receiveInvoiceEmails')}
        </Switch>
        {receiveError && <Text>{receiveError}</Text>}
        <CheckboxGroup label={t('users.field.invoicePermissions')} value={permissions} onChange={(v) => setPermissions(v as InvoicePermission[])} isReadOnly={!vm.can.save}>
          {INVOICE_PERMISSIONS.map((permission) => (
            <Checkbox key={permission} value={permission}>
              {t(permissionMessageId(permission))}
            </Checkbox>
          ))}
        </CheckboxGroup>
        {vm.can.save && (
          <Button type="submit" variant="accent" isPending={vm.busy} alignSelf="start">
            {t('users.save')}
          </Button>
        )}
      </Flex>
    </form>
  );
}

/** Group & Role (spec 5: the Payer role only in the top-level group). */
export function RolesTab({ vm, user }: { vm: EditUserViewModel; user: UserSummary }) {
  const t = useTranslate();
  const rule = useFieldRule(vm);
  // Presentational: the tab's field values until Save; the editUser machine saves and checks the rules.
  const [groupId, setGroupId] = useState(user.groupId ?? '');
  const [roles, setRoles] = useState<string[]>([...user.roles]);
  const groups = vm.options?.groups ?? [];
  // A group admin may see a group outside their own (the user's current one): it is listed so the picker shows it.
  const listed = user.groupId && !groups.some((g) => g.id === user.groupId) ? [...groups, { id: user.groupId, name: user.groupName ?? '—', isTopLevel: false }] : groups;
  const grantable = [...new Set([...(vm.options?.roles ?? []), ...user.roles])];
  const rolesError = rule('roles');
  const groupError = rule('groupId');
  return (
    <form
      aria-label={t('users.tab.roles')}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        vm.save({ groupId, ...(user.contactOnly ? {} : { roles }) });
      }}
    >
      <Flex direction="column" gap="size-150" maxWidth="size-6000">
        <Picker label={t('users.field.group')} selectedKey={groupId} onSelectionChange={(key) => setGroupId(String(key))} isDisabled={!vm.can.save} validationState={groupError ? 'invalid' : undefined} errorMessage={groupError}>
          {listed.map((group) => (
            <Item key={group.id}>{group.name}</Item>
          ))}
        </Picker>
        {user.contactOnly ? (
          <Text>{t('users.contactOnly')}</Text>
        ) : (
          <CheckboxGroup label={t('users.field.roles')} value={roles} onChange={setRoles} isReadOnly={!vm.can.save} validationState={rolesError ? 'invalid' : undefined} errorMessage={rolesError}>
            {grantable.map((role) => (
              <Checkbox key={role} value={role}>
                {t(roleMessageId(role))}
              </Checkbox>
            ))}
          </CheckboxGroup>
        )}
        {vm.can.save && (
          <Button type="submit" variant="accent" isPending={vm.busy} alignSelf="start">
            {t('users.save')}
          </Button>
        )}
      </Flex>
    </form>
  );
}

/** MFA (support console view): the method and a masked target, and a reset. */
export function MfaTab({ vm, user }: { vm: EditUserViewModel; user: UserSummary }) {
  const t = useTranslate();
  return (
    <View>
      <dl className="users-facts">
        <dt>{t('users.mfa.method')}</dt>
        <dd>{user.mfa.method ? t(`users.mfa.method.${user.mfa.method}`) : t('users.mfa.none')}</dd>
        <dt>{t('users.mfa.target')}</dt>
        <dd>{user.mfa.target ?? '—'}</dd>
      </dl>
      {vm.can.resetMfa && (
        <Button variant="negative" onPress={vm.resetMfa} isPending={vm.busy}>
          {t('users.mfa.reset')}
        </Button>
      )}
    </View>
  );
}
