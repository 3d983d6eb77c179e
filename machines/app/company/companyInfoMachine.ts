import { assign, fromPromise, setup } from 'xstate';
import type { AnyEventObject, SnapshotFrom } from 'xstate';
import { companyProfileSchema, tidyCompanyProfile, type CompanyProfile, type CompanyProfileValues } from '../../rules/companyInfo';
import type { SpecMeta } from '../../specMeta';
import type { CompanyInfoData, CompanyRefusal } from './companyTypes';

/**
 * Route `company-info` (spec 2): the company's legal details (read only: the program changes them)
 * and the trading name and address the buyer's administrator changes. The form (TanStack Form,
 * views/company) validates with the same schema as the server (machines/rules/companyInfo.ts) and
 * sends one `company.save`; the guard checks it again, so nothing invalid is sent. What was typed
 * stays in the form whatever the answer. Actors: src/api/companyActors.ts (CompanyActors).
 */
export type CompanyInfoEvent =
  | { type: 'company.retry' }
  | { type: 'company.save'; profile: CompanyProfileValues }
  /** The user typed after a save: the "saved" notice no longer describes the form. */
  | { type: 'company.edited' };

export interface CompanyInfoContext {
  info: CompanyInfoData | null;
  /** The last save went through (the page says so until the next edit). */
  saved: boolean;
  /** Why the last save was refused or failed. */
  refusal: CompanyRefusal | null;
}

const PAGE = { spec: '2. Signed-in area (company-info)' } satisfies SpecMeta;
const RULE = { spec: '5. Maximum field lengths; company identifiers' } satisfies SpecMeta;
/** The rule's words when the page itself refuses (the form normally shows each field first). */
export const PROFILE_REFUSAL_ID = 'company.error.invalid';

const outputOf = (event: AnyEventObject) => (event as unknown as { output: CompanyInfoData }).output;
const profileOf = (info: CompanyInfoData, profile: CompanyProfileValues) => companyProfileSchema(info.country).safeParse(profile);

export const companyInfoMachine = setup({
  types: {
    context: {} as CompanyInfoContext,
    events: {} as CompanyInfoEvent,
    meta: {} as SpecMeta,
  },
  actors: {
    loadCompanyInfo: fromPromise<CompanyInfoData, { buyerId: string | null }>(async () => {
      throw new Error('company-info actor "loadCompanyInfo" is not provided');
    }),
    updateCompanyProfile: fromPromise<CompanyInfoData, CompanyProfile>(async () => {
      throw new Error('company-info actor "updateCompanyProfile" is not provided');
    }),
  },
  guards: {
    canSaveProfile: ({ context, event }) =>
      event.type === 'company.save' && context.info !== null && context.info.canEditProfile && profileOf(context.info, event.profile).success,
  },
  actions: {
    storeInfo: assign({ info: ({ event }) => outputOf(event) }),
    storeSaved: assign(({ event }) => ({ info: outputOf(event), saved: true, refusal: null })),
    startSave: assign({ saved: false, refusal: null }),
    clearSaved: assign({ saved: false }),
    recordRuleRefusal: assign({ saved: false, refusal: { messageId: PROFILE_REFUSAL_ID } }),
    recordFailure: assign({ refusal: ({ event }) => ((event as unknown as { error?: CompanyRefusal }).error ?? { messageId: 'signIn.error.internal' }) }),
  },
}).createMachine({
  id: 'companyInfo',
  description: "The Company Info page: the legal details as the program has them, and the trading name and address the buyer's administrator changes.",
  meta: PAGE,
  context: { info: null, saved: false, refusal: null },
  initial: 'loading',
  states: {
    loading: {
      description: 'Loads the company info.',
      meta: PAGE,
      invoke: {
        id: 'loadCompanyInfo',
        src: 'loadCompanyInfo',
        input: { buyerId: null },
        onDone: { target: 'editing', actions: 'storeInfo', description: 'The details and the form show.', meta: PAGE },
        onError: { target: 'loadFailed', description: 'They could not be loaded; the user may retry.', meta: PAGE },
      },
    },
    loadFailed: {
      description: 'The page could not be loaded.',
      meta: PAGE,
      on: { 'company.retry': { target: 'loading', description: 'The user retries.', meta: PAGE } },
    },
    editing: {
      description: 'The form, as typed.',
      meta: RULE,
      on: {
        'company.edited': { actions: 'clearSaved', description: 'Typing after a save takes the "saved" notice away.', meta: PAGE },
        'company.save': [
          {
            guard: 'canSaveProfile',
            target: 'saving',
            actions: 'startSave',
            description: "An administrator's profile within the limits: trading name up to 64, line 1 (50), city (40) and zip (15) present, line 2 up to 50, a state (10) where the country needs one.",
            meta: RULE,
          },
          { actions: 'recordRuleRefusal', description: "Otherwise nothing is sent and the rule's words show; what was typed stays.", meta: RULE },
        ],
      },
    },
    saving: {
      description: 'Saves the trading name and address.',
      meta: RULE,
      invoke: {
        id: 'updateCompanyProfile',
        src: 'updateCompanyProfile',
        input: ({ context, event }) => {
          const profile = (event as Extract<CompanyInfoEvent, { type: 'company.save' }>).profile;
          return tidyCompanyProfile(companyProfileSchema(context.info?.country ?? '').parse(profile));
        },
        onDone: { target: 'editing', actions: 'storeSaved', description: 'Saved: the page says so and shows what is stored.', meta: RULE },
        onError: { target: 'editing', actions: 'recordFailure', description: 'Refused or failed: the page says why; what was typed stays.', meta: RULE },
      },
    },
  },
});

export type CompanyInfoMachine = typeof companyInfoMachine;
export type CompanyInfoSnapshot = SnapshotFrom<typeof companyInfoMachine>;
