import { Checkbox } from '@adobe/react-spectrum';
import { CONTACT_TYPES, INVOICE_PERMISSIONS } from '../../machines/rules/userAdministration';
import type { Translate } from '../common/translate';
import { contactTypeMessageId, permissionMessageId, roleMessageId } from './userLabels';

/**
 * The checkboxes of the user forms' choice groups (Invite User and the Edit User tabs): contact types
 * and invoice permissions (spec 3 User), and roles (spec 6). Children of a form-kit CheckboxGroup.
 */
export const contactTypeChoices = (t: Translate) =>
  CONTACT_TYPES.map((type) => (
    <Checkbox key={type} value={type}>
      {t(contactTypeMessageId(type))}
    </Checkbox>
  ));

export const permissionChoices = (t: Translate) =>
  INVOICE_PERMISSIONS.map((permission) => (
    <Checkbox key={permission} value={permission}>
      {t(permissionMessageId(permission))}
    </Checkbox>
  ));

export const roleChoices = (t: Translate, roles: readonly string[]) =>
  roles.map((role) => (
    <Checkbox key={role} value={role}>
      {t(roleMessageId(role))}
    </Checkbox>
  ));
