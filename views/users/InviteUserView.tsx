import { Content, Flex, Heading, InlineAlert, Item, ProgressCircle, Text, View } from '@adobe/react-spectrum';
import { inviteFormSchema } from '../../machines/app/users/userFormSchema';
import type { InviteDraft } from '../../machines/app/users/userTypes';
import { USER_RULE_FIELDS, type ContactType, type InvoicePermission } from '../../machines/rules/userAdministration';
import { LoadFailedAlert } from '../common/LoadFailedAlert';
import { RuleRefusal } from '../common/RuleRefusal';
import { useFormatMoney } from '../common/format';
import { schemaValidation, useAppForm } from '../forms/formKit';
import { ruleWordsId } from './userLabels';
import type { InviteUserViewModel } from './useInviteUserViewModel';
import { useTranslate } from '../common/translate';
import { RuleWords } from './RuleWords';
import { contactTypeChoices, permissionChoices, roleChoices } from './userChoices';

interface InviteFormValues {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  internalId: string;
  groupId: string;
  roles: string[];
  contactTypes: ContactType[];
  invoicePermissions: InvoicePermission[];
  receiveInvoiceEmails: boolean;
  /** Major units; undefined when blank. */
  limit: number | undefined;
}

const valuesOf = (draft: InviteDraft | null, topGroup: string): InviteFormValues => ({
  firstName: draft?.firstName ?? '', lastName: draft?.lastName ?? '', email: draft?.email ?? '', phone: draft?.phone ?? '', internalId: draft?.internalId ?? '',
  groupId: draft?.groupId ?? topGroup, roles: [...(draft?.roles ?? [])], contactTypes: [...(draft?.contactTypes ?? [])],
  invoicePermissions: [...(draft?.invoicePermissions ?? [])], receiveInvoiceEmails: draft?.receiveInvoiceEmails ?? false,
  limit: draft?.limitMinor === null || draft?.limitMinor === undefined ? undefined : draft.limitMinor / 100,
});

const draftOf = (v: InviteFormValues): InviteDraft => ({
  firstName: v.firstName.trim(), lastName: v.lastName.trim(), email: v.email.trim(), phone: v.phone.trim(), internalId: v.internalId.trim(), groupId: v.groupId,
  roles: v.roles, contactTypes: v.contactTypes, invoicePermissions: v.invoicePermissions, receiveInvoiceEmails: v.receiveInvoiceEmails,
  // The field shows major units; the machine keeps minor units (a unit conversion, not a rule).
  limitMinor: v.limit !== undefined && Number.isFinite(v.limit) ? Math.round(v.limit * 100) : null,
});

/** Invite New User / Create Contact User (spec 2, 3 User, 5). The form owns the fields; the machine the rules. */
export function InviteUserView({ vm }: { vm: InviteUserViewModel }) {
  const formatMoney = useFormatMoney();
  const t = useTranslate();
  const titleId = vm.contactOnly ? 'users.contact.title' : 'page.invite-new-user-users';
  const { options } = vm;
  const topGroup = options?.groups.find((g) => g.isTopLevel)?.id ?? options?.groups[0]?.id ?? '';
  const form = useAppForm({
    defaultValues: valuesOf(vm.draft, topGroup),
    ...schemaValidation<InviteFormValues>(inviteFormSchema),
    onSubmit: ({ value }) => vm.submit(draftOf(value)),
  });
  // Problems the rules found, and a refusal of the server: each shown in the rule's words.
  const problemFor = (field: string) => vm.problems.find((p) => USER_RULE_FIELDS[p] === field);
  const fieldError = (field: string) => {
    const problem = problemFor(field);
    if (problem) return t(ruleWordsId(problem));
    return vm.failure?.field === field ? t(vm.failure.messageId) : undefined;
  };
  if (vm.loadFailed) return <LoadFailedAlert titleId="users.error.loadFailed" onRetry={vm.retry} />;
  if (!options || !vm.ceiling) return <ProgressCircle aria-label={t('common.loading')} isIndeterminate />;
  const groupError = fieldError('groupId');
  const rolesError = fieldError('roles');
  const limitError = fieldError('creditLimit');
  const receiveError = fieldError('receiveInvoiceEmails');
  const emailError = fieldError('email') ?? fieldError('internalId') ?? fieldError('phone') ?? fieldError('contactTypes');
  return (
    <View>
      <Heading level={1} marginTop={0}>
        {t(titleId)}
      </Heading>
      <Text>{t(vm.contactOnly ? 'users.contact.help' : 'users.invite.help')}</Text>
      <form.AppForm>
        <form.FormElement aria-label={t(titleId)} maxWidth="size-6000">
          <Flex direction="column" gap="size-150">
          <form.AppField name="firstName">{(field) => <field.TextField label={t('users.field.firstName')} isRequired />}</form.AppField>
          <form.AppField name="lastName">{(field) => <field.TextField label={t('users.field.lastName')} isRequired />}</form.AppField>
          <form.AppField name="email">{(field) => <field.TextField label={t('users.field.email')} type="email" isRequired />}</form.AppField>
          <form.AppField name="phone">{(field) => <field.TextField label={t('users.field.phone')} type="tel" description={t('users.field.phoneHint')} />}</form.AppField>
          <form.AppField name="internalId">{(field) => <field.TextField label={t('users.field.internalId')} />}</form.AppField>
          <form.AppField name="groupId" listeners={{ onChange: vm.edited }}>
            {(field) => (
              <field.Picker label={t('users.field.group')} isRequired items={options.groups}>
                {(group) => <Item key={group.id}>{group.name}</Item>}
              </field.Picker>
            )}
          </form.AppField>
          <RuleWords words={groupError} />
          {!vm.contactOnly && (
            <form.AppField name="roles" listeners={{ onChange: vm.edited }}>
              {(field) => (
                <field.CheckboxGroup label={t('users.field.roles')}>
                  {roleChoices(t, options.roles)}
                </field.CheckboxGroup>
              )}
            </form.AppField>
          )}
          <RuleWords words={rolesError} />
          <form.AppField name="contactTypes">
            {(field) => (
              <field.CheckboxGroup label={t('users.field.contactTypes')} orientation="horizontal">
                {contactTypeChoices(t)}
              </field.CheckboxGroup>
            )}
          </form.AppField>
          <form.AppField name="invoicePermissions">
            {(field) => (
              <field.CheckboxGroup label={t('users.field.invoicePermissions')} orientation="horizontal">
                {permissionChoices(t)}
              </field.CheckboxGroup>
            )}
          </form.AppField>
          <form.AppField name="receiveInvoiceEmails">{(field) => <field.Switch>{t('users.field.receiveInvoiceEmails')}</field.Switch>}</form.AppField>
          <RuleWords words={receiveError} />
          {options.individualCreditLimitsEnabled && (
            <form.AppField name="limit" listeners={{ onChange: vm.edited }}>
              {(field) => (
                <field.NumberField
                  label={t('users.field.creditLimit')}
                  description={t(options.inviterLimit ? 'users.field.creditLimitHintInviter' : 'users.field.creditLimitHint', { max: formatMoney(vm.ceiling!) })}
                  formatOptions={{ style: 'currency', currency: vm.ceiling!.currency }}
                  minValue={0}
                  width="size-3600"
                />
              )}
            </form.AppField>
          )}
          <RuleWords words={limitError} />
          {emailError && (
            <InlineAlert variant="negative">
              <Heading>{t('users.invite.refused')}</Heading>
              <Content>{emailError}</Content>
            </InlineAlert>
          )}
          {vm.failure && !vm.failure.field && <RuleRefusal refusal={vm.failure} titleId="users.invite.refused" />}
          <Flex>
            <form.SubmitButton isPending={vm.inviting}>{t(vm.contactOnly ? 'users.contact.submit' : 'users.invite.submit')}</form.SubmitButton>
          </Flex>
          </Flex>
        </form.FormElement>
      </form.AppForm>
    </View>
  );
}
