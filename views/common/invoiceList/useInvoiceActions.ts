import { useEffect, useMemo, useRef } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { invoiceActionsMachine, type InvoiceActionsSnapshot } from '../../../machines/app/invoices/invoiceActionsMachine';
import type { InvoiceActionActors, InvoiceEditFailure, InvoiceRow } from '../../../machines/app/invoices/invoiceTypes';
import type { InvoiceEditProblem } from '../../../machines/rules/invoiceEdit';
import type { InvoiceEditValues } from './invoiceEditSchema';
import type { InvoiceListViewModel } from './useInvoiceListViewModel';

/** The Edit Invoices/Transactions dialog (spec 2): PO number and notes on one or more invoices. */
export interface InvoiceEditViewModel {
  invoices: readonly InvoiceRow[];
  /** The form's starting values: what the invoices share. */
  initial: InvoiceEditValues;
  /** Broken rules (machines/rules/invoiceEdit.ts) the machine found. */
  problems: readonly InvoiceEditProblem[];
  saving: boolean;
  /** Spec 8 partial failure: the invoices the server left unchanged. */
  failures: readonly InvoiceEditFailure[];
  /** A message id when the whole edit failed (spec 8 "edit failed"). */
  errorId: string | null;
  /** The dialog's values, checked by the rule: one event to the machine. */
  save: (values: InvoiceEditValues) => void;
  /** Undefined while saving (the machine accepts no close then). */
  close: () => void;
}

export interface InvoiceActionsViewModel {
  /** The row whose actions are open. */
  actionRow: InvoiceRow | null;
  openActions: (invoiceId: string) => void;
  closeActions: () => void;
  /** Opens Dispute Invoice for the row; undefined for users who may not dispute (spec 6). */
  dispute: ((invoiceId: string) => void) | undefined;
  /** Whether the machine lets these invoices be edited (at least one non-consolidated). */
  canEdit: (rows: readonly InvoiceRow[]) => boolean;
  openEdit: (rows: readonly InvoiceRow[]) => void;
  /** Edit the rows selected in the list. */
  editSelected: (() => void) | undefined;
  edit: InvoiceEditViewModel | null;
}

/** What the row actions need of a list: its rows, its selection and a way to show newer rows. */
export type InvoiceRowsModel = Pick<InvoiceListViewModel, 'rows' | 'selected' | 'updateRows'>;

const whole = (s: InvoiceActionsSnapshot) => s;

/**
 * The row actions of an invoice table over the invoiceActions machine (machines/app/invoices): the
 * machine decides what may be edited and runs the save; saved rows come back as
 * `invoices.rowsUpdated` and go into the list.
 */
export function useInvoiceActions(options: {
  list: InvoiceRowsModel;
  /** Absent: nothing can be saved (the screen shows no actions). */
  actors: InvoiceActionActors | undefined;
  /** Opens Dispute Invoice; undefined when the user may not dispute. */
  onDispute: ((invoiceId: string) => void) | undefined;
}): InvoiceActionsViewModel {
  const { list, actors, onDispute } = options;
  const actorRef = useActorRef(actors?.actionsLogic ?? invoiceActionsMachine);
  const snapshot = useSelector(actorRef, whole);

  // The list's updater may change identity on every render: read the latest through a ref.
  const updateRows = useRef(list.updateRows);
  useEffect(() => {
    updateRows.current = list.updateRows;
  }, [list.updateRows]);
  useEffect(() => {
    const subscription = actorRef.on('invoices.rowsUpdated', (event) => updateRows.current(event.rows));
    return () => subscription.unsubscribe();
  }, [actorRef]);

  const rowsById = useMemo(() => new Map((list.rows as InvoiceRow[]).map((row) => [row.id, row])), [list.rows]);
  const selected = list.selected as readonly InvoiceRow[];
  const { actionId, editing, poNumber, notes, problems, failures, errorId } = snapshot.context;
  const canEdit = (rows: readonly InvoiceRow[]) => snapshot.can({ type: 'invoiceEdit.open', rows });
  const openEdit = (rows: readonly InvoiceRow[]) => actorRef.send({ type: 'invoiceEdit.open', rows });
  return {
    actionRow: snapshot.matches('showingActions') && actionId ? (rowsById.get(actionId) ?? null) : null,
    openActions: (invoiceId) => actorRef.send({ type: 'invoiceActions.open', invoiceId }),
    closeActions: () => actorRef.send({ type: 'invoiceActions.close' }),
    dispute: onDispute,
    canEdit,
    openEdit,
    editSelected: selected.length > 0 && canEdit(selected) ? () => openEdit(selected) : undefined,
    edit: snapshot.matches('editing')
      ? {
          invoices: editing,
          initial: { poNumber, notes },
          problems,
          saving: snapshot.matches({ editing: 'saving' }),
          failures: snapshot.matches({ editing: 'partlyFailed' }) ? failures : [],
          errorId,
          save: (values) => actorRef.send({ type: 'invoiceEdit.save', poNumber: values.poNumber, notes: values.notes }),
          close: () => actorRef.send({ type: 'invoiceEdit.close' }),
        }
      : null,
  };
}
