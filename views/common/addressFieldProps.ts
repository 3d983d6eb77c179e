import type { IntlShape } from 'react-intl';
import { CARD_LIMITS } from '../../machines/rules/cardRequest';
import { REQUIRED_SHIP_TO_FIELDS, type ShipToField } from '../../machines/rules/shipToAddress';

/**
 * The props of one of the six address fields of spec 3 (ship-to or return address) for the form kit's
 * TextField: its label, its length hint, whether it is required. The form binds each field
 * (`<form.AppField name="shipTo.line1">`); its errors come from the address rule (addressSchema.ts).
 */
export function addressFieldProps(intl: IntlShape, field: ShipToField) {
  return {
    label: intl.formatMessage({ id: `purchaseCards.address.${field}` }),
    isRequired: REQUIRED_SHIP_TO_FIELDS.includes(field),
    description: intl.formatMessage({ id: 'purchaseCards.address.max' }, { max: CARD_LIMITS[field] }),
    width: 'size-4600' as const,
  };
}
