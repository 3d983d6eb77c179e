import { assign, emit, fromPromise, setup } from 'xstate';
import type { SnapshotFrom } from 'xstate';
import { invoiceEditProblems, type InvoiceEditProblem } from '../../rules/invoiceEdit';
import type { SpecMeta } from '../../specMeta';
import type { InvoiceEditFailure, InvoiceEditInput, InvoiceEditResult, InvoiceRow } from './invoiceTypes';

/**
 * The row actions of an invoice table (Transaction History, the Account Overview's Invoices tab):
 * the actions dialog of one row, and the Edit Invoices/Transactions dialog (PO number and notes on
 * one or more invoices, spec 2 and 5). The rule is machines/rules/invoiceEdit.ts; the save is the
 * `updateInvoiceDetails` actor src/api supplies (InvoiceActionActors). Saved rows are emitted as
 * `invoices.rowsUpdated` so the list shows them.
 */
export type InvoiceActionsEvent =
  | { type: 'invoiceActions.open'; invoiceId: string }
  | { type: 'invoiceActions.close' }
  | { type: 'invoiceEdit.open'; rows: readonly InvoiceRow[] }
  /** The dialog's values on a valid submit: the PO number and the notes as typed. */
  | { type: 'invoiceEdit.save'; poNumber: string; notes: string }
  | { type: 'invoiceEdit.close' };

export type InvoiceActionsEmitted = { type: 'invoices.rowsUpdated'; rows: readonly InvoiceRow[] };

export interface InvoiceActionsContext {
  /** The row whose actions dialog is open. */
  actionId: string | null;
  /** The invoices of the edit dialog. */
  editing: readonly InvoiceRow[];
  /** What the invoices share when the dialog opens (the form's starting values), then what was last saved. */
  poNumber: string;
  notes: string;
  /** Broken rules, shown after Save. */
  problems: readonly InvoiceEditProblem[];
  /** Spec 8 partial failure: the invoices the server left unchanged. */
  failures: readonly InvoiceEditFailure[];
  /** A message id when the whole edit failed (spec 8 "edit failed"). */
  errorId: string | null;
}

const EDIT = { spec: '5. Validation rules (Editing PO and notes)' } satisfies SpecMeta;
const SCREEN = { spec: '2. Screens named by the interface text (Edit Invoices/Transactions)' } satisfies SpecMeta;
const ERRORS = { spec: '8. The error catalogue (partial failure)' } satisfies SpecMeta;

const factsOf = (rows: readonly InvoiceRow[]) => rows.map((row) => ({ id: row.id, consolidated: row.consolidated ?? false }));
/** The value all rows share, or empty (the dialog starts from what the invoices have in common). */
const shared = (values: readonly (string | null | undefined)[]) => (values.every((v) => v === values[0]) ? (values[0] ?? '') : '');
const problemsOf = (context: InvoiceActionsContext, values: { poNumber: string; notes: string }) =>
  invoiceEditProblems({ invoices: factsOf(context.editing), poNumber: values.poNumber, notes: values.notes });
const messageIdOf = (error: unknown) => {
  const messageId = (error as { messageId?: unknown } | null)?.messageId;
  return typeof messageId === 'string' ? messageId : 'invoices.edit.failed';
};

export const invoiceActionsMachine = setup({
  types: {
    context: {} as InvoiceActionsContext,
    events: {} as InvoiceActionsEvent,
    emitted: {} as InvoiceActionsEmitted,
    meta: {} as SpecMeta,
  },
  actors: {
    updateInvoiceDetails: fromPromise<InvoiceEditResult, InvoiceEditInput>(async () => {
      throw new Error('invoice-actions actor "updateInvoiceDetails" is not provided');
    }),
  },
  guards: {
    hasEditableInvoice: ({ event }) =>
      event.type === 'invoiceEdit.open' && !invoiceEditProblems({ invoices: factsOf(event.rows), poNumber: null, notes: null }).includes('noEditableInvoice'),
    areDetailsValid: ({ context, event }) => event.type === 'invoiceEdit.save' && problemsOf(context, event).length === 0,
    hasFailures: ({ event }) => (event as unknown as { output: InvoiceEditResult }).output.failed.length > 0,
  },
  actions: {
    openRow: assign({ actionId: ({ event }) => (event.type === 'invoiceActions.open' ? event.invoiceId : null) }),
    closeRow: assign({ actionId: null }),
    startEdit: assign(({ event }) => {
      const rows = event.type === 'invoiceEdit.open' ? event.rows : [];
      return {
        actionId: null,
        editing: rows,
        poNumber: shared(rows.map((r) => r.poNumber)),
        notes: shared(rows.map((r) => r.notes)),
        problems: [],
        failures: [],
        errorId: null,
      };
    }),
    recordProblems: assign({ problems: ({ context, event }) => (event.type === 'invoiceEdit.save' ? problemsOf(context, event) : context.problems) }),
    storeSaved: assign(({ event }) => (event.type === 'invoiceEdit.save' ? { poNumber: event.poNumber, notes: event.notes, problems: [], errorId: null } : {})),
    recordFailures: assign({ failures: ({ event }) => (event as unknown as { output: InvoiceEditResult }).output.failed }),
    recordError: assign({ errorId: ({ event }) => messageIdOf((event as unknown as { error: unknown }).error) }),
    endEdit: assign({ editing: [], problems: [], failures: [], errorId: null }),
    emitUpdated: emit(({ event }) => ({ type: 'invoices.rowsUpdated' as const, rows: (event as unknown as { output: InvoiceEditResult }).output.updated })),
  },
}).createMachine({
  id: 'invoiceActions',
  description: "An invoice table's row actions: download, dispute, and editing the PO number and notes of one or more invoices.",
  meta: SCREEN,
  context: { actionId: null, editing: [], poNumber: '', notes: '', problems: [], failures: [], errorId: null },
  initial: 'idle',
  states: {
    idle: {
      description: 'No dialog is open.',
      meta: SCREEN,
      on: {
        'invoiceActions.open': { target: 'showingActions', actions: 'openRow', description: "The user opens a row's actions.", meta: SCREEN },
        'invoiceEdit.open': {
          guard: 'hasEditableInvoice',
          target: 'editing',
          actions: 'startEdit',
          description: 'Editing PO and notes needs at least one non-consolidated invoice selected.',
          meta: EDIT,
        },
      },
    },
    showingActions: {
      description: "One row's actions: its status, PO number, document link, Dispute and Edit.",
      meta: SCREEN,
      on: {
        'invoiceActions.close': { target: 'idle', actions: 'closeRow', description: 'The user closes the actions.', meta: SCREEN },
        'invoiceEdit.open': {
          guard: 'hasEditableInvoice',
          target: 'editing',
          actions: 'startEdit',
          description: 'A consolidated invoice cannot be edited: Edit opens only for a non-consolidated one.',
          meta: EDIT,
        },
      },
    },
    editing: {
      description: 'The Edit Invoices/Transactions dialog.',
      meta: SCREEN,
      initial: 'form',
      states: {
        form: {
          description: 'The user types the PO number and the notes; the dialog checks them with the same rule and saves both at once.',
          meta: SCREEN,
          on: {
            'invoiceEdit.save': [
              { guard: 'areDetailsValid', target: 'saving', actions: 'storeSaved', description: 'The PO number is at most 30 characters and the notes at most 64: save.', meta: EDIT },
              { actions: 'recordProblems', description: 'A field is too long: the dialog says which, nothing is sent.', meta: EDIT },
            ],
            'invoiceEdit.close': { target: '#invoiceActions.idle', actions: 'endEdit', description: 'The user cancels the edit.', meta: SCREEN },
          },
        },
        saving: {
          description: 'Saves the PO number and notes on the invoices.',
          meta: SCREEN,
          invoke: {
            id: 'updateInvoiceDetails',
            src: 'updateInvoiceDetails',
            input: ({ context }) => ({ invoiceIds: context.editing.map((r) => r.id), poNumber: context.poNumber, notes: context.notes }),
            onDone: [
              {
                guard: 'hasFailures',
                target: 'partlyFailed',
                actions: ['emitUpdated', 'recordFailures'],
                description: 'Some invoices were left unchanged (e.g. consolidated): the dialog lists their numbers; the others show their new details.',
                meta: ERRORS,
              },
              { target: '#invoiceActions.idle', actions: ['emitUpdated', 'endEdit'], description: 'All invoices were saved: the dialog closes and the rows show the new details.', meta: SCREEN },
            ],
            onError: { target: 'form', actions: 'recordError', description: 'The edit failed as a whole: the dialog says so and keeps what was typed.', meta: ERRORS },
          },
        },
        partlyFailed: {
          description: 'The partial failure is shown; the user closes the dialog.',
          meta: ERRORS,
          on: { 'invoiceEdit.close': { target: '#invoiceActions.idle', actions: 'endEdit', description: 'The user closes the dialog.', meta: SCREEN } },
        },
      },
    },
  },
});

export type InvoiceActionsMachine = typeof invoiceActionsMachine;
export type InvoiceActionsSnapshot = SnapshotFrom<typeof invoiceActionsMachine>;
