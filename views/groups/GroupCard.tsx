import { useIntl } from 'react-intl';
import { ActionButton, Flex, Heading, Text } from '@adobe/react-spectrum';
import type { GroupUserView, GroupView } from '../../machines/app/groups/groupTypes';
import { AppLink } from '../common/AppLink';
import { useFormatMoney } from '../common/format';
import { pathFor } from '../../src/app/routes';
import { useTranslate } from '../common/translate';
import '../common/wizard.css';

export interface GroupCardProps {
  group: GroupView;
  parentName: string | null;
  headingLevel: 2 | 3;
  movable: ReadonlySet<string>;
  onMove: (userId: string) => void;
  /** Show the link to the group page (the tree); the group page shows Edit only. */
  linkToGroup: boolean;
}

/** A role's label (spec 6 names); a role without one shows as stored. */
function roleLabel(intl: ReturnType<typeof useIntl>, role: string): string {
  const id = `groups.role.${role.replace(':', '')}`;
  return id in intl.messages ? intl.formatMessage({ id }) : role;
}

/** One group: kind, parent, admin and admin e-mail, totals (spec 6), a legal entity's identity, its users. */
export function GroupCard({ group, parentName, headingLevel, movable, onMove, linkToGroup }: GroupCardProps) {
  const intl = useIntl();
  const t = useTranslate();
  const money = useFormatMoney();
  const legal = group.legalEntity;
  const fact = (labelId: string, value: string | null) => (
    <div>
      <dt>{t(labelId)}</dt>
      <dd>{value && value !== '' ? value : t('groups.none')}</dd>
    </div>
  );
  const user = (u: GroupUserView) => (
    <li key={u.id}>
      <Text>
        {u.name} ({u.email}){u.roles.length > 0 ? ` · ${u.roles.map((r) => roleLabel(intl, r)).join(', ')}` : ''}
      </Text>
      {movable.has(u.id) && (
        <ActionButton isQuiet onPress={() => onMove(u.id)} aria-label={t('groups.move.button', { name: u.name })}>
          {t('groups.move.short')}
        </ActionButton>
      )}
    </li>
  );

  return (
    <section className="group-card" aria-label={group.name}>
      <Flex justifyContent="space-between" alignItems="center" wrap gap="size-100">
        <Heading level={headingLevel} marginY={0}>
          {group.name}
        </Heading>
        <Flex gap="size-200">
          {linkToGroup && <AppLink to={pathFor('group', {}, { id: group.id })}>{t('groups.view', { name: group.name })}</AppLink>}
          {group.canManage && <AppLink to={pathFor('group', {}, { id: group.id, edit: 'true' })}>{t('groups.edit', { name: group.name })}</AppLink>}
        </Flex>
      </Flex>
      <dl className="fact-list">
        {fact('groups.field.kind', t(`groups.kind.${group.kind}`))}
        {fact('groups.field.parent', parentName ?? (group.parentGroupId === null ? t('groups.topLevel') : null))}
        {fact('groups.field.admin', group.admin?.name ?? null)}
        {fact('groups.field.adminEmail', group.adminEmail)}
        {fact('groups.totals.openBalance', money(group.totals.openBalance))}
        {fact('groups.totals.openCharges', intl.formatNumber(group.totals.openCharges))}
        {fact('groups.totals.userCount', intl.formatNumber(group.totals.userCount))}
        {fact('groups.field.billTo', t(`groups.billTo.${group.billTo}`))}
        {group.billTo === 'own' && fact('groups.field.billingEmail', group.billingEmail)}
        {legal && fact('groups.field.legalName', legal.legalName)}
        {legal && fact('groups.field.dba', legal.dba)}
        {legal && fact('groups.field.tradingName', legal.tradingName)}
        {legal && fact('groups.field.registrationNumber', legal.registrationNumber)}
        {legal && fact('groups.field.taxId', legal.taxId)}
        {legal &&
          fact(
            'groups.field.registeredAddress',
            [legal.address.line1, legal.address.line2, legal.address.city, legal.address.state, legal.address.zip, legal.address.country].filter((part) => part && part !== '').join(', '),
          )}
        {legal?.relationToParent && fact('groups.field.relationToParent', t(`groups.relation.${legal.relationToParent}`))}
      </dl>
      <Heading level={headingLevel === 2 ? 3 : 4} marginTop={0} marginBottom="size-100">
        {t('groups.users', { count: group.users.length })}
      </Heading>
      {group.users.length > 0 ? <ul className="group-users">{group.users.map(user)}</ul> : <Text>{t('groups.noUsers')}</Text>}
    </section>
  );
}
