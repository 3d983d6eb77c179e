import type { ShipToField } from '../../rules/shipToAddress';

/** An address as typed into the six fields (blank optional fields are tidied to null on submit). */
export type AddressDraft = Record<ShipToField, string>;
export const EMPTY_ADDRESS: AddressDraft = { attentionTo: '', line1: '', line2: '', city: '', state: '', zip: '' };
