import type { FunctionComponent } from 'react';
import type { CompanyActors } from '../../machines/app/company/companyTypes';
import { PrimaryContactView } from './PrimaryContactView';
import { usePrimaryContactViewModel } from './usePrimaryContactViewModel';
import { withScreenMessages } from '../common/WithScreenMessages';

/** Route `primary-contact` (/account/settings/primary-contact). The route table binds `companyActors` from src/api. */
export function connectPrimaryContactPage(actors: CompanyActors): FunctionComponent {
  // The screen's texts load with it (src/i18n/messages/<locale>/screens/company.json).
  return withScreenMessages('company', function PrimaryContactPage() {
    return <PrimaryContactView {...usePrimaryContactViewModel(actors)} />;
  });
}
