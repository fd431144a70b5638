import { TableCell, TableRow } from '@mui/material';
import { useTranslate } from 'ra-core';
import type { ImportIssue } from '../../../../contract/schemas/imports';
import { translateContractMessage } from '../../../i18n/contractMessages';
import { ImportTable } from './ImportTable';

/** Every row that cannot be imported: its number in the file, the column, what it held and why. */
export function ImportIssuesTable({ issues }: { issues: ImportIssue[] }) {
  const translate = useTranslate();
  const head = (
    <>
      <TableCell>{translate('fleet.csv.row')}</TableCell>
      <TableCell>{translate('fleet.csv.column')}</TableCell>
      <TableCell>{translate('fleet.csv.value')}</TableCell>
      <TableCell>{translate('fleet.csv.problem')}</TableCell>
    </>
  );
  return (
    <ImportTable title={translate('fleet.csv.errors_title')} head={head}>
      {issues.map((issue, index) => (
        <TableRow key={`${issue.row}-${issue.column}-${index}`}>
          <TableCell>{issue.row}</TableCell>
          <TableCell>{issue.column ?? ''}</TableCell>
          <TableCell sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>{issue.value ?? ''}</TableCell>
          <TableCell sx={{ color: 'error.main' }}>{translateContractMessage(translate, issue.message)}</TableCell>
        </TableRow>
      ))}
    </ImportTable>
  );
}
