import { Box, Button, Typography } from '@mui/material';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate, type Identifier } from 'ra-core';
import type { HistoryEntry } from '../../../../contract/schemas/history';
import type { FleetDataProvider } from '../../../dataProvider';
import { LoadFailed, LoadingBlock } from '../../../layout/QueryState';
import { errorText } from '../../../layout/notifications/errorText';
import { HistoryEntries } from './HistoryEntries';

/** A page of a record's history: enough to read at once, few enough to load quickly. */
export const HISTORY_PAGE_SIZE = 25;

/** One record's history, as react-query keeps it (read again whenever it is shown, as every query: any save may have added to it). */
const recordHistoryKey = (resource: string, recordId: Identifier) => ['history', resource, String(recordId)];

/**
 * A record's changes and its parts' (a work order's lines, an employee's branches), newest first,
 * 25 at a time with "Show more" (docs/screens.md, History).
 */
export function RecordHistory({ resource, recordId }: { resource: string; recordId: Identifier }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<FleetDataProvider>();
  const { data, error, isPending, refetch, hasNextPage, fetchNextPage, isFetchingNextPage } = useInfiniteQuery({
    queryKey: recordHistoryKey(resource, recordId),
    queryFn: ({ pageParam }) => dataProvider.getRecordHistory(resource, recordId, pageParam, HISTORY_PAGE_SIZE),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (pages.length < last.totalPages ? pages.length + 1 : undefined),
  });
  if (isPending) return <LoadingBlock minHeight={120} />;
  if (error)
    return (
      <LoadFailed onRetry={refetch}>
        {translate('fleet.history.failed')}: {errorText(error, translate)}
      </LoadFailed>
    );
  const entries = distinct(data.pages.flatMap((page) => page.data));
  if (entries.length === 0)
    return (
      <Typography variant="body2" color="text.secondary">
        {translate('fleet.history.empty')}
      </Typography>
    );
  return (
    <Box>
      <HistoryEntries entries={entries} label={translate('fleet.history.title')} />
      {hasNextPage && (
        <Button size="small" disabled={isFetchingNextPage} onClick={() => void fetchNextPage()} sx={{ mt: 1 }}>
          {isFetchingNextPage ? translate('fleet.form.loading') : translate('fleet.history.show_more')}
        </Button>
      )}
    </Box>
  );
}

/** A change made while the pages were read moves the rest down a place: an entry already shown is not shown twice. */
function distinct(entries: HistoryEntry[]): HistoryEntry[] {
  const seen = new Set<number>();
  return entries.filter((entry) => !seen.has(entry.id) && seen.add(entry.id));
}
