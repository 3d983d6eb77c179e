import type { FunctionComponent } from 'react';
import type { CompanyActors } from '../../machines/app/company/companyTypes';
import { CompanyInfoView } from './CompanyInfoView';
import { useCompanyInfoViewModel } from './useCompanyInfoViewModel';

/** Route `company-info` (/account/settings/company-info). The route table binds `companyActors` from src/api. */
export function connectCompanyInfoPage(actors: CompanyActors): FunctionComponent {
  return function CompanyInfoPage() {
    return <CompanyInfoView {...useCompanyInfoViewModel(actors)} />;
  };
}
