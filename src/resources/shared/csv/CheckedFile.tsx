import { Alert, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import type { ImportResult } from '../../../../contract/schemas/imports';
import { ImportIssuesTable } from './ImportIssuesTable';
import { ImportPreviewTable } from './ImportPreviewTable';
import { newRows } from './useCsvImport';

/**
 * What the dry run found: how many rows are ready, how many are in Fleet already and are skipped (an
 * export imported again), each failing row, and what would be created.
 */
export function CheckedFile({ result, resource }: { result: ImportResult; resource: string }) {
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
