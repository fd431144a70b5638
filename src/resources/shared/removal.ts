import type { ComponentType } from 'react';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import ArchiveIcon from '@mui/icons-material/ArchiveOutlined';
import { useRecordDialogs, type Removal } from './dialogs/RecordDialogs';

interface RemovalWords {
  removal: Removal;
  /** The button's label and the confirm button's: "Delete" or "Archive". */
  label: string;
  icon: ComponentType<{ fontSize?: 'small' | 'medium' }>;
}

const WORDS: Record<Removal, RemovalWords> = {
  delete: { removal: 'delete', label: 'fleet.form.delete', icon: DeleteIcon },
  archive: { removal: 'archive', label: 'fleet.form.archive', icon: ArchiveIcon },
};

/**
 * How the current screen removes a record, as its RecordDialogsProvider says, so that every button, question and
 * toast says the same.
 */
export function useRemoval(): RemovalWords {
  return WORDS[useRecordDialogs().removal];
}
