import { useCallback, useEffect, useState } from 'react';
import { individualLimitCeiling, individualLimitProblems, requiredProblems } from '../../machines/rules/individualCreditLimit';
import { runLoader, useLoader } from '../invoices/runLoader';
import { failureOf, type Money } from '../../machines/app/purchasingControls/purchasingControlsTypes';
import type { CreationOptions, PurchaseCardsApi } from '../../machines/app/purchaseCards/purchaseCardTypes';

export interface UserLimitViewModel {
  options: CreationOptions | null;
  loadFailed: boolean;
  retry: () => void;
  /** Major units; NaN when blank. */
  limit: number;
  setLimit: (value: number) => void;
  ceiling: Money | null;
  /** The rule the value breaks (message id), once the user tried to save. */
  errorId: string | null;
  saving: boolean;
  failureId: string | null;
  /** The saved result: whether purchases are now blocked (limit below open charges). */
  saved: { purchasesBlocked: boolean; openCharges: Money } | null;
  save: () => void;
}

/** The first rule a limit breaks, by spec 5 (machines/rules/individualCreditLimit.ts); null when it may be saved. */
export function limitProblem(limitMinor: number | null, options: Pick<CreationOptions, 'inviterLimit' | 'companyCreditLine' | 'individualCreditLimitsEnabled'>): string | null {
  if (!options.individualCreditLimitsEnabled) return 'purchaseCards.problem.individualCreditLimitsDisabled';
  const inviterLimitMinor = options.inviterLimit?.amountMinor ?? null;
  const [problem] = [
    ...individualLimitProblems({ requestedMinor: limitMinor, inviterLimitMinor, companyLineMinor: options.companyCreditLine.amountMinor }),
    ...requiredProblems({ requestedMinor: limitMinor, inviterLimitMinor }),
  ];
  return problem ? `purchaseCards.problem.${problem}` : null;
}

/** Route `edit-user-purchasing`: a user's individual credit limit (Buyer:Administrator). */
export function useUserLimitViewModel(api: PurchaseCardsApi, userId: string): UserLimitViewModel {
  const { state, retry } = useLoader(api.loadCreationOptions, { userId });
  const options = state.status === 'done' ? state.output : null;
  const [limit, setLimitState] = useState(Number.NaN);
  const [tried, setTried] = useState(false);
  const [saving, setSaving] = useState(false);
  const [failureId, setFailureId] = useState<string | null>(null);
  const [saved, setSaved] = useState<UserLimitViewModel['saved']>(null);
  const current = options?.currentLimit?.amountMinor;
  useEffect(() => setLimitState(current === undefined ? Number.NaN : current / 100), [current]);

  const limitMinor = Number.isFinite(limit) ? Math.round(limit * 100) : null;
  const problem = options ? limitProblem(limitMinor, options) : null;
  const setLimit = useCallback((value: number) => {
    setLimitState(value);
    setSaved(null);
  }, []);
  const save = useCallback(() => {
    setTried(true);
    if (!options || problem) return;
    setSaving(true);
    setFailureId(null);
    runLoader(api.setLimit, { userId, limitMinor }).then(
      (result) => {
        setSaving(false);
        setSaved({ purchasesBlocked: result.purchasesBlocked, openCharges: result.openCharges });
      },
      (error: unknown) => {
        setSaving(false);
        setFailureId(failureOf(error).messageId);
      },
    );
  }, [api, limitMinor, options, problem, userId]);

  return {
    options,
    loadFailed: state.status === 'error',
    retry,
    limit,
    setLimit,
    ceiling: options
      ? { amountMinor: individualLimitCeiling({ inviterLimitMinor: options.inviterLimit?.amountMinor ?? null, companyLineMinor: options.companyCreditLine.amountMinor }), currency: options.companyCreditLine.currency }
      : null,
    errorId: tried ? problem : null,
    saving,
    failureId,
    saved,
    save,
  };
}
