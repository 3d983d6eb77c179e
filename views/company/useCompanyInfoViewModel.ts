import { useCallback } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import type { CompanyInfoSnapshot } from '../../machines/app/company/companyInfoMachine';
import type { CompanyActors, CompanyInfoData, CompanyRefusal } from '../../machines/app/company/companyTypes';
import type { CompanyProfileValues } from '../../machines/rules/companyInfo';
import { pathFor } from '../../src/app/routes';

export type CompanyInfoScreen = 'loading' | 'loadFailed' | 'ready';

export interface CompanyInfoViewModel {
  screen: CompanyInfoScreen;
  info: CompanyInfoData | null;
  saving: boolean;
  saved: boolean;
  refusal: CompanyRefusal | null;
  primaryContactPath: string;
  retry: () => void;
  save: (profile: CompanyProfileValues) => void;
  edited: () => void;
}

const screenOf = (s: CompanyInfoSnapshot): CompanyInfoScreen => (s.matches('loading') ? 'loading' : s.matches('loadFailed') ? 'loadFailed' : 'ready');

/** Route `company-info` over the companyInfo machine (machines/app/company). */
export function useCompanyInfoViewModel(actors: CompanyActors): CompanyInfoViewModel {
  const actorRef = useActorRef(actors.companyInfoLogic);
  return {
    screen: useSelector(actorRef, screenOf),
    info: useSelector(actorRef, (s) => s.context.info),
    saving: useSelector(actorRef, (s) => s.matches('saving')),
    saved: useSelector(actorRef, (s) => s.context.saved),
    refusal: useSelector(actorRef, (s) => s.context.refusal),
    primaryContactPath: pathFor('primary-contact'),
    retry: useCallback(() => actorRef.send({ type: 'company.retry' }), [actorRef]),
    save: useCallback((profile: CompanyProfileValues) => actorRef.send({ type: 'company.save', profile }), [actorRef]),
    edited: useCallback(() => actorRef.send({ type: 'company.edited' }), [actorRef]),
  };
}
