import { useState } from 'react';
import { Button, Tooltip } from '@mui/material';
import DownloadIcon from '@mui/icons-material/FileDownloadOutlined';
import { useDataProvider, useListContext, useResourceContext, useTranslate } from 'ra-core';
import type { FleetDataProvider } from '../../../dataProvider';
import { useLanguage } from '../../../i18n/useLanguage';
import { showToast } from '../../../layout/notifications/toasts';
import { errorText } from '../../../layout/notifications/errorText';

/**
 * The most rows one download names: their ids travel in the file's address, and react-admin's
 * "Select all" ticks at most as many. A longer selection is the whole list, which Export CSV downloads.
 */
const MAX_EXPORTED_SELECTION = 250;

/** Downloads the ticked rows as CSV, in the list's sort and the user's language (docs/csv.md, Export). */
export function BulkExportButton() {
  const resource = useResourceContext()!;
  const { selectedIds, sort } = useListContext();
  const dataProvider = useDataProvider<FleetDataProvider>();
  const language = useLanguage();
  const translate = useTranslate();
  const [pending, setPending] = useState(false);
  const tooMany = selectedIds.length > MAX_EXPORTED_SELECTION;

  const download = async () => {
    setPending(true);
    try {
      await dataProvider.downloadCsv(resource, { filter: { ids: selectedIds.join(',') }, sort }, language);
    } catch (error) {
      showToast({ title: translate('fleet.csv.export_failed'), description: errorText(error, translate), variant: 'destructive' });
    } finally {
      setPending(false);
    }
  };

  const button = (
    <Button size="small" startIcon={<DownloadIcon />} onClick={() => void download()} disabled={pending || tooMany}>
      {translate('fleet.bulk.export')}
    </Button>
  );
  return tooMany ? (
    <Tooltip title={translate('fleet.bulk.too_many', { max: MAX_EXPORTED_SELECTION })}>
      <span>{button}</span>
    </Tooltip>
  ) : (
    button
  );
}
