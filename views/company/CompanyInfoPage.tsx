import type { FunctionComponent } from 'react';
import type { CompanyActors } from '../../machines/app/company/companyTypes';
import { CompanyInfoView } from './CompanyInfoView';
import { useCompanyInfoViewModel } from './useCompanyInfoViewModel';
import { withScreenMessages } from '../common/WithScreenMessages';

/** Route `company-info` (/account/settings/company-info). The route table binds `companyActors` from src/api. */
export function connectCompanyInfoPage(actors: CompanyActors): FunctionComponent {
  // The screen's texts load with it (src/i18n/messages/<locale>/screens/company.json).
  return withScreenMessages('company', function CompanyInfoPage() {
    return <CompanyInfoView {...useCompanyInfoViewModel(actors)} />;
  });
}
