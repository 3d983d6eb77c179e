import { Button, Flex, Heading, Item, Radio, Text, View } from '@adobe/react-spectrum';
import { useStore } from '@tanstack/react-form';
import { useIntl } from 'react-intl';
import { mfaUpdateSchema, userFieldsSchema } from '../../machines/app/users/userFormSchema';
import type { UserSummary } from '../../machines/app/users/userTypes';
import { USER_RULE_FIELDS, type ContactType, type InvoicePermission } from '../../machines/rules/userAdministration';
import { schemaValidation, useAppForm } from '../forms/formKit';
import { ruleWordsId } from './userLabels';
import type { EditUserViewModel } from './useEditUserViewModel';
import { useTranslate } from '../common/translate';
import { RuleWords } from './RuleWords';
import { contactTypeChoices, permissionChoices, roleChoices } from './userChoices';

/** The rule a field breaks, in the rule's words: found by the browser, or refused by the server. */
function useFieldRule(vm: EditUserViewModel) {
  const intl = useIntl();
  return (field: string) => {
    const problem = vm.problems.find((p) => USER_RULE_FIELDS[p] === field);
    if (problem) return intl.formatMessage({ id: ruleWordsId(problem) });
    return vm.failure?.field === field ? intl.formatMessage({ id: vm.failure.messageId }) : undefined;
  };
}

interface GeneralValues {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  internalId: string;
  contactTypes: ContactType[];
}

/** General: names, e-mail, phone, internal ID, contact types (all on the form kit). */
export function GeneralTab({ vm, user }: { vm: EditUserViewModel; user: UserSummary }) {
  const t = useTranslate();
  const rule = useFieldRule(vm);
  const form = useAppForm({
    defaultValues: { firstName: user.firstName, lastName: user.lastName, email: user.email, phone: user.phone ?? '', internalId: user.internalId ?? '', contactTypes: [...user.contactTypes] } as GeneralValues,
    ...schemaValidation<GeneralValues>(userFieldsSchema),
    onSubmit: ({ value }) => vm.save(value),
  });
  const problem = rule('email') ?? rule('internalId') ?? rule('phone');
  return (
    <form.AppForm>
      <form.FormElement aria-label={t('users.tab.general')} maxWidth="size-6000">
        <Flex direction="column" gap="size-150">
          <form.AppField name="firstName">{(field) => <field.TextField label={t('users.field.firstName')} isRequired isReadOnly={!vm.can.save} />}</form.AppField>
          <form.AppField name="lastName">{(field) => <field.TextField label={t('users.field.lastName')} isRequired isReadOnly={!vm.can.save} />}</form.AppField>
          <form.AppField name="email">{(field) => <field.TextField label={t('users.field.email')} type="email" isRequired isReadOnly={!vm.can.save} />}</form.AppField>
          <form.AppField name="phone">{(field) => <field.TextField label={t('users.field.phone')} type="tel" isReadOnly={!vm.can.save} />}</form.AppField>
          <form.AppField name="internalId">{(field) => <field.TextField label={t('users.field.internalId')} isReadOnly={!vm.can.save} />}</form.AppField>
          <form.AppField name="contactTypes">
            {(field) => (
              <field.CheckboxGroup label={t('users.field.contactTypes')} orientation="horizontal" isReadOnly={!vm.can.save}>
                {contactTypeChoices(t)}
              </field.CheckboxGroup>
            )}
          </form.AppField>
          <RuleWords words={rule('contactTypes')} />
          <RuleWords words={problem} />
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
  const form = useAppForm({
    defaultValues: { receiveInvoiceEmails: user.receiveInvoiceEmails, invoicePermissions: [...user.invoicePermissions] as InvoicePermission[] },
    onSubmit: ({ value }) => vm.save(value),
  });
  return (
    <form.AppForm>
      <form.FormElement aria-label={t('users.tab.notifications')} maxWidth="size-6000">
        <Flex direction="column" gap="size-150">
          <form.AppField name="receiveInvoiceEmails">{(field) => <field.Switch isReadOnly={!vm.can.save}>{t('users.field.receiveInvoiceEmails')}</field.Switch>}</form.AppField>
          <RuleWords words={rule('receiveInvoiceEmails')} />
          <form.AppField name="invoicePermissions">
            {(field) => (
              <field.CheckboxGroup label={t('users.field.invoicePermissions')} isReadOnly={!vm.can.save}>
                {permissionChoices(t)}
              </field.CheckboxGroup>
            )}
          </form.AppField>
          {vm.can.save && <form.SubmitButton isPending={vm.busy}>{t('users.save')}</form.SubmitButton>}
        </Flex>
      </form.FormElement>
    </form.AppForm>
  );
}

/** Group & Role (spec 5: the Payer role only in the top-level group). */
export function RolesTab({ vm, user }: { vm: EditUserViewModel; user: UserSummary }) {
  const t = useTranslate();
  const rule = useFieldRule(vm);
  const groups = vm.options?.groups ?? [];
  // A group admin may see a group outside their own (the user's current one): it is listed so the picker shows it.
  const listed = user.groupId && !groups.some((g) => g.id === user.groupId) ? [...groups, { id: user.groupId, name: user.groupName ?? '—', isTopLevel: false }] : groups;
  const grantable = [...new Set([...(vm.options?.roles ?? []), ...user.roles])];
  const form = useAppForm({
    defaultValues: { groupId: user.groupId ?? '', roles: [...user.roles] },
    onSubmit: ({ value }) => vm.save({ groupId: value.groupId, ...(user.contactOnly ? {} : { roles: value.roles }) }),
  });
  return (
    <form.AppForm>
      <form.FormElement aria-label={t('users.tab.roles')} maxWidth="size-6000">
        <Flex direction="column" gap="size-150">
          <form.AppField name="groupId">
            {(field) => (
              <field.Picker label={t('users.field.group')} isDisabled={!vm.can.save} items={listed}>
                {(group) => <Item key={group.id}>{group.name}</Item>}
              </field.Picker>
            )}
          </form.AppField>
          <RuleWords words={rule('groupId')} />
          {user.contactOnly ? (
            <Text>{t('users.contactOnly')}</Text>
          ) : (
            <form.AppField name="roles">
              {(field) => (
                <field.CheckboxGroup label={t('users.field.roles')} isReadOnly={!vm.can.save}>
                  {roleChoices(t, grantable)}
                </field.CheckboxGroup>
              )}
            </form.AppField>
          )}
          <RuleWords words={rule('roles')} />
          {vm.can.save && <form.SubmitButton isPending={vm.busy}>{t('users.save')}</form.SubmitButton>}
        </Flex>
      </form.FormElement>
    </form.AppForm>
  );
}

/** The administrator's MFA update (spec 6): e-mail (the sign-in address) or SMS to a mobile number the server checks. */
function MfaUpdateForm({ vm, user }: { vm: EditUserViewModel; user: UserSummary }) {
  const t = useTranslate();
  const form = useAppForm({
    defaultValues: { method: user.mfa.method === 'sms' ? 'sms' : 'email', target: '' },
    ...schemaValidation<{ method: string; target: string }>(mfaUpdateSchema),
    onSubmit: ({ value }) => vm.updateMfa(value.method === 'sms' ? 'sms' : 'email', value.method === 'sms' ? value.target.trim() : null),
  });
  const method = useStore(form.store, (state) => state.values.method);
  return (
    <form.AppForm>
      <form.FormElement aria-label={t('users.mfa.update.title')} maxWidth="size-6000">
        <Flex direction="column" gap="size-150">
          <form.AppField name="method">
            {(field) => (
              <field.RadioGroup label={t('users.mfa.update.method')} orientation="horizontal">
                <Radio value="email">{t('users.mfa.method.email')}</Radio>
                <Radio value="sms">{t('users.mfa.method.sms')}</Radio>
              </field.RadioGroup>
            )}
          </form.AppField>
          {method === 'sms' && <form.AppField name="target">{(field) => <field.TextField label={t('users.mfa.update.target')} type="tel" isRequired />}</form.AppField>}
          <form.SubmitButton isPending={vm.busy}>{t('users.mfa.update.submit')}</form.SubmitButton>
        </Flex>
      </form.FormElement>
    </form.AppForm>
  );
}

/** MFA (spec 6): the method and a masked target; reset, the administrator's 30-minute disable, and a method update. */
export function MfaTab({ vm, user }: { vm: EditUserViewModel; user: UserSummary }) {
  const t = useTranslate();
  const intl = useIntl();
  const until = user.mfa.disabledUntil;
  return (
    <View>
      <dl className="users-facts">
        <dt>{t('users.mfa.method')}</dt>
        <dd>{user.mfa.method ? t(`users.mfa.method.${user.mfa.method}`) : t('users.mfa.none')}</dd>
        <dt>{t('users.mfa.target')}</dt>
        <dd>{user.mfa.target ?? '—'}</dd>
        {until && (
          <>
            <dt>{t('users.mfa.disabled')}</dt>
            <dd>{t('users.mfa.disabledUntil', { until: intl.formatTime(until, { timeStyle: 'short' }) })}</dd>
          </>
        )}
      </dl>
      <Flex gap="size-100" wrap marginBottom="size-200">
        {vm.can.disableMfa && (
          <Button variant="secondary" onPress={vm.disableMfa} isPending={vm.busy}>
            {t('users.mfa.disable')}
          </Button>
        )}
        {vm.can.resetMfa && (
          <Button variant="negative" onPress={vm.resetMfa} isPending={vm.busy}>
            {t('users.mfa.reset')}
          </Button>
        )}
      </Flex>
      {vm.can.updateMfa && (
        <>
          <Heading level={3}>{t('users.mfa.update.title')}</Heading>
          <MfaUpdateForm key={`${user.mfa.method ?? 'none'}-${user.mfa.target ?? ''}`} vm={vm} user={user} />
        </>
      )}
    </View>
  );
}
