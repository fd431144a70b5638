import { Box, Button, Card, Stack, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/FileDownloadOutlined';
import { useQuery } from '@tanstack/react-query';
import { useBasename, useDataProvider, useTranslate } from 'ra-core';
import { Navigate } from 'react-router-dom';
import { canChangeCompanySettings } from '../../../contract/permissions';
import type { FleetDataProvider } from '../../dataProvider';
import type { HistoryFilters } from '../../dataProvider/historyCalls';
import { useSignedInUser } from '../../authProvider/useSignedInUser';
import { useLanguage } from '../../i18n/useLanguage';
import { LoadFailed, LoadingBlock } from '../../layout/QueryState';
import { ScreenTitle } from '../../layout/ScreenTitle';
import { errorText } from '../../layout/notifications/errorText';
import { useAction } from '../../layout/notifications/useAction';
import { HistoryEntries } from '../../resources/shared/history/HistoryEntries';
import { HISTORY_PAGE_SIZE } from '../../resources/shared/history/RecordHistory';
import { useReadsHistory } from '../../resources/shared/history/useReadsHistory';
import { HistoryFilterBar } from './HistoryFilterBar';
import { HistoryRetention } from './HistoryRetention';
import { useHistorySearch } from './historySearch';

/**
 * docs/screens.md, History: every change the person may see, newest first (an admin their company's,
 * a moderator their branches', a superadmin every company's), by who, what, which vehicle and when;
 * a page at a time, the same as CSV; and for a company's admin, how long it is kept.
 */
export function HistoryScreen() {
  const basename = useBasename();
  if (!useReadsHistory()) return <Navigate to={`${basename}/access-denied`} />;
  return <CompanyHistory />;
}

function CompanyHistory() {
  const translate = useTranslate();
  const user = useSignedInUser();
  const { filters, page, change } = useHistorySearch();
  const dataProvider = useDataProvider<FleetDataProvider>();
  const { data, isPending, error, refetch } = useQuery({
    queryKey: ['history', 'company', filters, page],
    queryFn: () => dataProvider.getHistory(filters, page, HISTORY_PAGE_SIZE),
  });
  const pages = data ? Math.max(1, data.totalPages) : 1;
  const filtered = Object.values(filters).some((value) => value !== undefined);
  const keepsHistory = user?.company_id && canChangeCompanySettings(user.role);
  return (
    <Box sx={{ py: 2, display: 'flex', flexDirection: 'column', gap: 2, maxWidth: 960, minWidth: 0 }}>
      <ScreenTitle title={translate('fleet.history.title')} />
      <Typography variant="body2" color="text.secondary">
        {translate('fleet.history.intro')}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Box sx={{ flex: '1 1 auto', minWidth: 0 }}>
          <HistoryFilterBar filters={filters} onChange={(next) => change(next)} />
        </Box>
        <ExportHistoryButton filters={filters} />
      </Box>
      {isPending ? (
        <LoadingBlock minHeight={160} />
      ) : error ? (
        <LoadFailed onRetry={refetch}>
          {translate('fleet.history.failed')}: {errorText(error, translate)}
        </LoadFailed>
      ) : data.data.length === 0 ? (
        <Card variant="outlined" sx={{ p: 3 }}>
          <Typography color="text.secondary">{translate(filtered ? 'fleet.history.none_found' : 'fleet.history.empty')}</Typography>
        </Card>
      ) : (
        <Card variant="outlined" sx={{ px: 2 }}>
          <HistoryEntries entries={data.data} label={translate('fleet.history.title')} showRecord />
        </Card>
      )}
      {data && data.totalCount > HISTORY_PAGE_SIZE && (
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'flex-end', gap: 1 }}>
          <Typography variant="body2" color="text.secondary">
            {translate('fleet.table.page', { page, pages })}
          </Typography>
          <Button size="small" disabled={page <= 1} onClick={() => change(filters, page - 1)}>
            {translate('fleet.table.previous')}
          </Button>
          <Button size="small" disabled={page >= pages} onClick={() => change(filters, page + 1)}>
            {translate('fleet.table.next')}
          </Button>
        </Stack>
      )}
      {keepsHistory && <HistoryRetention companyId={user.company_id!} />}
    </Box>
  );
}

/** The same changes as CSV, all of them, with the screen's filters, in the person's language (docs/csv.md). */
function ExportHistoryButton({ filters }: { filters: HistoryFilters }) {
  const translate = useTranslate();
  const language = useLanguage();
  const dataProvider = useDataProvider<FleetDataProvider>();
  const { busy, run } = useAction();
  return (
    <Button
      size="small"
      startIcon={<DownloadIcon />}
      disabled={busy}
      onClick={() => void run(() => dataProvider.downloadHistoryCsv(filters, language), 'fleet.csv.export_failed')}
    >
      {translate('fleet.csv.export')}
    </Button>
  );
}
