import type { AppCatalogEntry } from '../../catalog';
import { companyInfoMachine } from './companyInfoMachine';
import { companyInfoActorOutputs, companyInfoSampleEvents, primaryContactActorOutputs, primaryContactSampleEvents } from './companySamples';
import { primaryContactMachine } from './primaryContactMachine';

/** The Company Info page, for `catalog` (machines/catalog.ts). */
export const companyInfoCatalogEntry: AppCatalogEntry = {
  id: 'companyInfo',
  title: 'Company info',
  specRef: '2. Signed-in area (company-info); 5. Company identifiers',
  kind: 'app',
  machine: companyInfoMachine,
  sampleEvents: companyInfoSampleEvents,
  actorOutputs: companyInfoActorOutputs,
};

/** The Primary Contact page and its e-mail change request, followed live. */
export const primaryContactCatalogEntry: AppCatalogEntry = {
  id: 'primaryContact',
  title: 'Primary contact',
  specRef: '2. Signed-in area (primary-contact); 4. Primary email change',
  kind: 'app',
  machine: primaryContactMachine,
  sampleEvents: primaryContactSampleEvents,
  actorOutputs: primaryContactActorOutputs,
};
