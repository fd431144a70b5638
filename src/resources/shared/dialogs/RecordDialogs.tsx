import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import type { RaRecord } from 'ra-core';

/** What removing a record of a resource does: delete it, or archive it (docs/product.md, Archive and restore). */
export type Removal = 'delete' | 'archive';

/** Which dialog a screen shows: add, edit a row, or confirm a row's deletion (docs/screens.md, Dialogs). */
type DialogState = { kind: 'closed' } | { kind: 'create' } | { kind: 'edit'; record: RaRecord } | { kind: 'delete'; record: RaRecord };

interface RecordDialogsValue {
  state: DialogState;
  /** What removing a row does on this screen. */
  removal: Removal;
  openCreate: () => void;
  openEdit: (record: RaRecord) => void;
  openDelete: (record: RaRecord) => void;
  close: () => void;
}

const RecordDialogsContext = createContext<RecordDialogsValue | null>(null);

/**
 * Holds the dialog state of one screen, so the toolbar's Add button, each row's actions and the
 * dialogs themselves (rendered once, beside the table) talk through it. "Delete stores the record,
 * opens the confirmation; cancelling clears it" is exactly this state. A screen whose records are
 * archived rather than deleted (vehicles, docs/product.md, Archive and restore) says so here.
 */
export function RecordDialogsProvider({ children, removal = 'delete' }: { children: ReactNode; removal?: Removal }) {
  const [state, setState] = useState<DialogState>({ kind: 'closed' });
  const value = useMemo<RecordDialogsValue>(
    () => ({
      state,
      removal,
      openCreate: () => setState({ kind: 'create' }),
      openEdit: (record) => setState({ kind: 'edit', record }),
      openDelete: (record) => setState({ kind: 'delete', record }),
      close: () => setState({ kind: 'closed' }),
    }),
    [state, removal],
  );
  return <RecordDialogsContext.Provider value={value}>{children}</RecordDialogsContext.Provider>;
}

export function useRecordDialogs(): RecordDialogsValue {
  const value = useContext(RecordDialogsContext);
  if (!value) throw new Error('useRecordDialogs needs a RecordDialogsProvider around the screen');
  return value;
}
