import type { FunctionComponent } from 'react';
import type { CompanyActors } from '../../machines/app/company/companyTypes';
import { PrimaryContactView } from './PrimaryContactView';
import { usePrimaryContactViewModel } from './usePrimaryContactViewModel';

/** Route `primary-contact` (/account/settings/primary-contact). The route table binds `companyActors` from src/api. */
export function connectPrimaryContactPage(actors: CompanyActors): FunctionComponent {
  return function PrimaryContactPage() {
    return <PrimaryContactView {...usePrimaryContactViewModel(actors)} />;
  };
}
