import { Box } from '@mui/material';
import type { HistoryEntry } from '../../../../contract/schemas/history';
import { HistoryEntryItem } from './HistoryEntryItem';

/** A page of changes, newest first, as a list named for screen readers. */
export function HistoryEntries({ entries, label, showRecord }: { entries: HistoryEntry[]; label: string; showRecord?: boolean }) {
  return (
    <Box component="ol" aria-label={label} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {entries.map((entry) => (
        <HistoryEntryItem key={entry.id} entry={entry} showRecord={showRecord} />
      ))}
    </Box>
  );
}
