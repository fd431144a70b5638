import { useState } from 'react';
import { Button } from '@mui/material';
import DownloadIcon from '@mui/icons-material/FileDownloadOutlined';
import { useDataProvider, useListContext, useLocaleState, useResourceContext, useTranslate } from 'ra-core';
import type { Language } from '../../../../contract/languages';
import type { FleetDataProvider } from '../../../dataProvider';
import { showToast } from '../../../layout/notifications/toasts';
import { errorText } from '../../../layout/notifications/errorText';

/**
 * Downloads the list as the user sees it, all of it: its search, filters, sort and the sidebar's
 * branch, with headers and numbers in the user's language (docs/csv.md, Export).
 */
export function ExportCsvButton() {
  const resource = useResourceContext()!;
  const { filterValues, sort } = useListContext();
  const dataProvider = useDataProvider<FleetDataProvider>();
  const [locale] = useLocaleState();
  const translate = useTranslate();
  const [pending, setPending] = useState(false);

  const download = async () => {
    setPending(true);
    try {
      await dataProvider.downloadCsv(resource, { filter: filterValues, sort }, locale as Language);
    } catch (error) {
      showToast({ title: translate('fleet.csv.export_failed'), description: errorText(error, translate), variant: 'destructive' });
    } finally {
      setPending(false);
    }
  };

  return (
    <Button size="small" startIcon={<DownloadIcon />} onClick={() => void download()} disabled={pending}>
      {translate('fleet.csv.export')}
    </Button>
  );
}
