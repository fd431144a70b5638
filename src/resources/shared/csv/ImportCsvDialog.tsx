import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography, useMediaQuery, useTheme } from '@mui/material';
import { useTranslate } from 'ra-core';
import { CheckedFile } from './CheckedFile';
import { CompanyChoice } from './CompanyChoice';
import { CsvFileChooser } from './CsvFileChooser';
import { ImportFailureNotice } from './ImportFailureNotice';
import { newRows, useCsvImport } from './useCsvImport';

/**
 * Imports a CSV file in two steps (issue: "upload, then a dry run"): the file is checked first and
 * every row that would fail is listed with its column, value and reason, next to what would be
 * created; only a file without a failing row can be imported, and then all of it at once. The steps
 * and their state are useCsvImport's; this is the dialog that shows them.
 */
export function ImportCsvDialog({ resource, onClose }: { resource: string; onClose: () => void }) {
  const translate = useTranslate();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const csvImport = useCsvImport(resource, onClose);
  const { checked, failure, pending } = csvImport;
  const name = translate(`resources.${resource}.name`, { smart_count: 2 });

  return (
    <Dialog
      open
      onClose={pending ? undefined : onClose}
      fullWidth
      maxWidth="md"
      fullScreen={fullScreen}
      aria-labelledby="import-dialog-title"
    >
      <DialogTitle id="import-dialog-title">
        {translate('fleet.csv.import_title')}
        <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
          {name}
        </Typography>
      </DialogTitle>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Typography variant="body2" color="text.secondary">
          {translate('fleet.csv.intro')}
        </Typography>
        {csvImport.choosesCompany && <CompanyChoice value={csvImport.companyId} onChange={csvImport.chooseCompany} />}
        <CsvFileChooser file={csvImport.file} onChoose={csvImport.chooseFile} />

        {failure && <ImportFailureNotice failure={failure} />}

        {checked && <CheckedFile result={checked} resource={resource} />}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={pending !== undefined}>
          {translate('fleet.form.cancel')}
        </Button>
        {csvImport.canImport ? (
          <Button variant="contained" onClick={() => void csvImport.confirm()} disabled={pending !== undefined}>
            {pending === 'import'
              ? translate('fleet.csv.importing')
              : translate('fleet.csv.import_rows', { smart_count: newRows(checked!) })}
          </Button>
        ) : (
          <Button variant="contained" onClick={() => void csvImport.check()} disabled={!csvImport.canCheck || pending !== undefined}>
            {pending === 'check' ? translate('fleet.csv.checking') : translate('fleet.csv.check')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
