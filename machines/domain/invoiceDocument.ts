import { assign, setup } from 'xstate';
import type { SnapshotFrom } from 'xstate';
import { leafStatus, stateValueFor } from './domainKit';
import type { DomainStateMeta, DomainTransitionMeta, RuleDoc } from './domainKit';

/**
 * Spec 4 "Invoice edits and disputes regenerate the invoice in the background; the invoice link
 * becomes active when ready." The document of one invoice; `version` matches the invoices table's
 * document_version. The link is active only in `ready` (tag `linkActive`).
 */
export interface InvoiceDocumentContext {
  version: number;
  requestedAt: string | null;
  failedAt: string | null;
}

export type InvoiceDocumentEvent =
  /** An edit (PO number, notes) or a dispute asks for a new document. */
  | { type: 'document.regenerate'; now: string }
  /** The background job finished the document with this version. */
  | { type: 'document.ready'; version: number }
  | { type: 'document.failed'; now: string };

export type InvoiceDocumentStatus = 'ready' | 'regenerating' | 'failed';

const SPEC = '4. Invoice edits and disputes';
const initial: InvoiceDocumentContext = { version: 1, requestedAt: null, failedAt: null };

export const invoiceDocumentMachine = setup({
  types: {
    context: {} as InvoiceDocumentContext,
    events: {} as InvoiceDocumentEvent,
    input: {} as Partial<InvoiceDocumentContext>,
    tags: {} as 'linkActive',
    meta: {} as DomainStateMeta,
    transitionMeta: {} as DomainTransitionMeta,
  },
  guards: {
    isNewerVersion: ({ context, event }) => event.type === 'document.ready' && Number.isInteger(event.version) && event.version > context.version,
  },
  actions: {
    recordRequest: assign(({ event }) => (event.type === 'document.regenerate' ? { requestedAt: event.now, failedAt: null } : {})),
    recordVersion: assign(({ event }) => (event.type === 'document.ready' ? { version: event.version } : {})),
    recordFailure: assign(({ event }) => (event.type === 'document.failed' ? { failedAt: event.now } : {})),
  },
}).createMachine({
  id: 'invoiceDocument',
  description: "An invoice's PDF document: regenerated in the background after an edit or a dispute; its link is active when ready.",
  context: ({ input }) => ({ ...initial, ...input }),
  initial: 'ready',
  states: {
    ready: {
      tags: ['linkActive'],
      description: 'Ready: the invoice link is active and shows the current document.',
      meta: { spec: SPEC },
      on: {
        'document.regenerate': { target: 'regenerating', actions: 'recordRequest', description: 'An edit or a dispute starts a new document.', meta: { spec: SPEC } },
      },
    },
    regenerating: {
      description: 'Regenerating in the background: the invoice link is inactive until the new document is ready.',
      meta: { spec: SPEC },
      on: {
        'document.regenerate': { actions: 'recordRequest', description: 'Another edit while regenerating: the job picks up the latest data.', meta: { spec: SPEC } },
        'document.ready': {
          guard: 'isNewerVersion',
          target: 'ready',
          actions: 'recordVersion',
          description: 'The new document is ready; a result older than the current version is ignored.',
          meta: { spec: SPEC },
        },
        'document.failed': { target: 'failed', actions: 'recordFailure', description: 'The background job failed.', meta: { spec: '8. Invoice' } },
      },
    },
    failed: {
      description: 'Regeneration failed: the link stays inactive; regenerating again is offered.',
      meta: { spec: '8. Invoice', nextStep: 'regenerate' },
      on: {
        'document.regenerate': { target: 'regenerating', actions: 'recordRequest', description: 'Try regenerating the document again.', meta: { spec: SPEC } },
      },
    },
  },
});

export type InvoiceDocumentSnapshot = SnapshotFrom<typeof invoiceDocumentMachine>;

export function initialFor(doc: { status: InvoiceDocumentStatus } & Partial<InvoiceDocumentContext>): InvoiceDocumentSnapshot {
  const { status, ...facts } = doc;
  return invoiceDocumentMachine.resolveState({ value: stateValueFor(invoiceDocumentMachine, status), context: { ...initial, ...facts } });
}

export const invoiceDocumentStatus = (snapshot: InvoiceDocumentSnapshot) => leafStatus(snapshot) as InvoiceDocumentStatus;
export const isInvoiceLinkActive = (snapshot: InvoiceDocumentSnapshot) => snapshot.hasTag('linkActive');

export const invoiceDocumentRules: Record<'isNewerVersion', RuleDoc<InvoiceDocumentContext, InvoiceDocumentEvent>> = {
  isNewerVersion: { description: 'A finished document replaces the current one only if it is newer.', spec: SPEC },
};

export const invoiceDocumentSampleEvents: readonly InvoiceDocumentEvent[] = [
  { type: 'document.regenerate', now: '2026-03-02T09:00:00Z' },
  { type: 'document.ready', version: 2 },
  { type: 'document.ready', version: 1 },
  { type: 'document.failed', now: '2026-03-02T09:01:00Z' },
];
