import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  TextField,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import { useDataProvider, useGetList, useRefresh, useTranslate } from 'ra-core';
import { MAX_PAGE_SIZE } from '../../../../contract/schemas/common';
import type { ImportIssue, ImportResult } from '../../../../contract/schemas/imports';
import { seesAllCompanies } from '../../../../contract/permissions';
import { useSignedInUser } from '../../../authProvider/useSignedInUser';
import type { FleetDataProvider } from '../../../dataProvider';
import { showToast } from '../../../layout/notifications/toasts';
import { errorText } from '../../../layout/notifications/errorText';
import { failedCallBody } from '../../../dataProvider/failedCall';
import { ImportIssuesTable } from './ImportIssuesTable';
import { ImportPreviewTable } from './ImportPreviewTable';

interface Failure {
  message: string;
  /** What the server named: missing columns, or the rows of an import that failed after all. */
  details: string[];
  issues: ImportIssue[];
}

/**
 * Imports a CSV file in two steps (issue: "upload, then a dry run"): the file is checked first and
 * every row that would fail is listed with its column, value and reason, next to what would be
 * created; only a file without a failing row can be imported, and then all of it at once.
 */
export function ImportCsvDialog({ resource, onClose }: { resource: string; onClose: () => void }) {
  const translate = useTranslate();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const dataProvider = useDataProvider<FleetDataProvider>();
  const refresh = useRefresh();
  const role = useSignedInUser()?.role;
  const choosesCompany = role !== undefined && seesAllCompanies(role);
  const [file, setFile] = useState<File>();
  const [companyId, setCompanyId] = useState('');
  const [checked, setChecked] = useState<ImportResult>();
  const [failure, setFailure] = useState<Failure>();
  const [pending, setPending] = useState<'check' | 'import'>();

  const chooseFile = (chosen: File | undefined) => {
    setFile(chosen);
    setChecked(undefined);
    setFailure(undefined);
  };

  const failed = (error: unknown): Failure => {
    const errors = failedCallBody(error)?.errors ?? [];
    return {
      message: errorText(error, translate),
      details: errors.filter((entry) => entry.row === undefined && entry.field).map((entry) => entry.field),
      issues: errors
        .filter((entry) => entry.row !== undefined)
        .map((entry) => ({ row: entry.row!, column: entry.field || null, value: null, message: entry.message })),
    };
  };

  const check = async () => {
    if (!file) return;
    setPending('check');
    setFailure(undefined);
    try {
      setChecked(await dataProvider.importCsv(resource, file, { dryRun: true, companyId: companyId || undefined }));
    } catch (error) {
      setChecked(undefined);
      setFailure(failed(error));
    } finally {
      setPending(undefined);
    }
  };

  const confirm = async () => {
    if (!file) return;
    setPending('import');
    try {
      const result = await dataProvider.importCsv(resource, file, { dryRun: false, companyId: companyId || undefined });
      showToast({ title: translate('fleet.csv.imported', { smart_count: result.created }), variant: 'success' });
      refresh();
      onClose();
    } catch (error) {
      // The data changed since the check (say, a plate was taken meanwhile): nothing was imported.
      setChecked(undefined);
      setFailure(failed(error));
      showToast({ title: translate('fleet.csv.import_failed'), description: errorText(error, translate), variant: 'destructive' });
    } finally {
      setPending(undefined);
    }
  };

  const canImport = checked !== undefined && checked.errors.length === 0 && newRows(checked) > 0;
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
        {choosesCompany && (
          <CompanyChoice
            value={companyId}
            onChange={(id) => {
              setCompanyId(id);
              setChecked(undefined);
            }}
          />
        )}
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
          <Button component="label" variant="outlined" startIcon={<AttachFileIcon />}>
            {translate('fleet.csv.choose_file')}
            <input
              hidden
              type="file"
              accept=".csv,.txt,text/csv,text/plain"
              aria-label={translate('fleet.csv.choose_file')}
              onChange={(event) => chooseFile(event.target.files?.[0])}
            />
          </Button>
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }} color={file ? 'text.primary' : 'text.secondary'}>
            {file?.name ?? translate('fleet.csv.no_file')}
          </Typography>
        </Box>

        {failure && (
          <Alert severity="error">
            {failure.message}
            {failure.details.length > 0 && (
              <Box component="span" sx={{ display: 'block', fontWeight: 600 }}>
                {failure.details.join(', ')}
              </Box>
            )}
          </Alert>
        )}
        {failure && failure.issues.length > 0 && <ImportIssuesTable issues={failure.issues} />}

        {checked && <CheckedFile result={checked} resource={resource} />}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={pending !== undefined}>
          {translate('fleet.form.cancel')}
        </Button>
        {canImport ? (
          <Button variant="contained" onClick={() => void confirm()} disabled={pending !== undefined}>
            {pending === 'import'
              ? translate('fleet.csv.importing')
              : translate('fleet.csv.import_rows', { smart_count: newRows(checked) })}
          </Button>
        ) : (
          <Button
            variant="contained"
            onClick={() => void check()}
            disabled={!file || (choosesCompany && !companyId) || pending !== undefined}
          >
            {pending === 'check' ? translate('fleet.csv.checking') : translate('fleet.csv.check')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}

/** The rows an import would create: those that pass, but for the ones in Fleet already as they are. */
const newRows = (result: ImportResult) => result.valid_rows - result.unchanged;

/**
 * What the dry run found: how many rows are ready, how many are in Fleet already and are skipped (an
 * export imported again), each failing row, and what would be created.
 */
function CheckedFile({ result, resource }: { result: ImportResult; resource: string }) {
  const translate = useTranslate();
  const failing = new Set(result.errors.map((issue) => issue.row)).size;
  return (
    <>
      {failing > 0 ? (
        <Alert severity="error">
          {translate('fleet.csv.rows_failing', { smart_count: failing })} {translate('fleet.csv.fix_and_check')}
        </Alert>
      ) : (
        newRows(result) > 0 && <Alert severity="success">{translate('fleet.csv.rows_ready', { smart_count: newRows(result) })}</Alert>
      )}
      {result.unchanged > 0 && (
        <Alert severity="info">
          {translate('fleet.csv.rows_unchanged', { smart_count: result.unchanged })}
          {failing === 0 && newRows(result) === 0 && ` ${translate('fleet.csv.nothing_new')}`}
        </Alert>
      )}
      {result.ignored_columns.length > 0 && (
        <Typography variant="body2" color="text.secondary">
          {translate('fleet.csv.ignored', { columns: result.ignored_columns.join(', ') })}
        </Typography>
      )}
      {result.errors.length > 0 ? (
        <ImportIssuesTable issues={result.errors} />
      ) : (
        newRows(result) > 0 && <ImportPreviewTable resource={resource} rows={result.preview} total={newRows(result)} />
      )}
    </>
  );
}

/** A superadmin imports into one company at a time: its branches and plates are the ones matched. */
function CompanyChoice({ value, onChange }: { value: string; onChange: (companyId: string) => void }) {
  const translate = useTranslate();
  const { data: companies = [] } = useGetList('companies', {
    pagination: { page: 1, perPage: MAX_PAGE_SIZE },
    sort: { field: 'name', order: 'ASC' },
  });
  return (
    <TextField
      select
      size="small"
      label={translate('fleet.csv.company')}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      sx={{ maxWidth: 360 }}
    >
      {companies.map((company) => (
        <MenuItem key={company.id} value={String(company.id)}>
          {company.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
