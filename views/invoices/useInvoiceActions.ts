import { useCallback, useMemo, useState } from 'react';
import { invoiceEditProblems, type InvoiceEditProblem } from '../../machines/rules/invoiceEdit';
import type { InvoiceActionActors, InvoiceEditFailure, InvoiceRow } from './invoiceDocumentTypes';
import { runLoader } from '../common/runLoader';
import type { InvoiceListViewModel } from './useInvoiceListViewModel';

/** The Edit Invoices/Transactions dialog (spec 2): PO number and notes on one or more invoices. */
export interface InvoiceEditViewModel {
  invoices: readonly InvoiceRow[];
  poNumber: string;
  notes: string;
  setPoNumber: (value: string) => void;
  setNotes: (value: string) => void;
  /** Broken rules (machines/rules/invoiceEdit.ts), shown after Save. */
  problems: readonly InvoiceEditProblem[];
  saving: boolean;
  /** Spec 8 partial failure: the invoices the server left unchanged. */
  failures: readonly InvoiceEditFailure[];
  /** A message id when the whole edit failed (spec 8 "edit failed"). */
  errorId: string | null;
  save: () => void;
  close: () => void;
}

export interface InvoiceActionsViewModel {
  /** The row whose actions are open. */
  actionRow: InvoiceRow | null;
  openActions: (invoiceId: string) => void;
  closeActions: () => void;
  /** Opens Dispute Invoice for the row; undefined for users who may not dispute (spec 6). */
  dispute: ((invoiceId: string) => void) | undefined;
  /** Whether the rule lets these invoices be edited (at least one non-consolidated). */
  canEdit: (rows: readonly InvoiceRow[]) => boolean;
  openEdit: (rows: readonly InvoiceRow[]) => void;
  /** Edit the rows selected in the list. */
  editSelected: (() => void) | undefined;
  edit: InvoiceEditViewModel | null;
}

const factsOf = (rows: readonly InvoiceRow[]) => rows.map((row) => ({ id: row.id, consolidated: row.consolidated ?? false }));
const shared = (values: readonly (string | null | undefined)[]) => (values.every((v) => v === values[0]) ? (values[0] ?? '') : '');

/** What the row actions need of a list: its rows, its selection and a way to show newer rows. */
export type InvoiceRowsModel = Pick<InvoiceListViewModel, 'rows' | 'selected' | 'updateRows'>;

export function useInvoiceActions(options: {
  list: InvoiceRowsModel;
  /** Absent: nothing can be saved (the screen shows no actions). */
  actors: InvoiceActionActors | undefined;
  /** Opens Dispute Invoice; undefined when the user may not dispute. */
  onDispute: ((invoiceId: string) => void) | undefined;
}): InvoiceActionsViewModel {
  const { list, actors, onDispute } = options;
  const [actionId, setActionId] = useState<string | null>(null);
  const [editing, setEditing] = useState<readonly InvoiceRow[] | null>(null);
  const [poNumber, setPoNumber] = useState('');
  const [notes, setNotes] = useState('');
  const [problems, setProblems] = useState<readonly InvoiceEditProblem[]>([]);
  const [saving, setSaving] = useState(false);
  const [failures, setFailures] = useState<readonly InvoiceEditFailure[]>([]);
  const [errorId, setErrorId] = useState<string | null>(null);

  const canEdit = useCallback((rows: readonly InvoiceRow[]) => !invoiceEditProblems({ invoices: factsOf(rows), poNumber: null, notes: null }).includes('noEditableInvoice'), []);

  const openEdit = useCallback((rows: readonly InvoiceRow[]) => {
    setActionId(null);
    setEditing(rows);
    setPoNumber(shared(rows.map((r) => r.poNumber)));
    setNotes(shared(rows.map((r) => r.notes)));
    setProblems([]);
    setFailures([]);
    setErrorId(null);
  }, []);

  const { updateRows } = list;
  const save = useCallback(() => {
    if (!editing || saving || !actors) return;
    const found = invoiceEditProblems({ invoices: factsOf(editing), poNumber, notes });
    setProblems(found);
    if (found.length > 0) return;
    setSaving(true);
    setErrorId(null);
    runLoader(actors.updateInvoiceDetails, { invoiceIds: editing.map((r) => r.id), poNumber, notes }).then(
      (result) => {
        setSaving(false);
        updateRows(result.updated);
        if (result.failed.length > 0) setFailures(result.failed);
        else setEditing(null);
      },
      (error: unknown) => {
        setSaving(false);
        const messageId = (error as { messageId?: unknown }).messageId;
        setErrorId(typeof messageId === 'string' ? messageId : 'invoices.edit.failed');
      },
    );
  }, [actors, editing, notes, poNumber, saving, updateRows]);

  const rowsById = useMemo(() => new Map((list.rows as InvoiceRow[]).map((row) => [row.id, row])), [list.rows]);
  const selected = list.selected as readonly InvoiceRow[];
  return {
    actionRow: actionId ? (rowsById.get(actionId) ?? null) : null,
    openActions: setActionId,
    closeActions: () => setActionId(null),
    dispute: onDispute,
    canEdit,
    openEdit,
    editSelected: selected.length > 0 && canEdit(selected) ? () => openEdit(selected) : undefined,
    edit: editing
      ? { invoices: editing, poNumber, notes, setPoNumber, setNotes, problems, saving, failures, errorId, save, close: () => setEditing(null) }
      : null,
  };
}
