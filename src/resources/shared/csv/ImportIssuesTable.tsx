import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import type { ImportIssue } from '../../../../contract/schemas/imports';
import { translateContractMessage } from '../../../i18n/contractMessages';

/** Every row that cannot be imported: its number in the file, the column, what it held and why. */
export function ImportIssuesTable({ issues }: { issues: ImportIssue[] }) {
  const translate = useTranslate();
  return (
    <>
      <Typography variant="subtitle2">{translate('fleet.csv.errors_title')}</Typography>
      <TableContainer sx={{ maxHeight: 320, border: 1, borderColor: 'divider', borderRadius: 1 }}>
        <Table size="small" stickyHeader aria-label={translate('fleet.csv.errors_title')}>
          <TableHead>
            <TableRow>
              <TableCell>{translate('fleet.csv.row')}</TableCell>
              <TableCell>{translate('fleet.csv.column')}</TableCell>
              <TableCell>{translate('fleet.csv.value')}</TableCell>
              <TableCell>{translate('fleet.csv.problem')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {issues.map((issue, index) => (
              <TableRow key={`${issue.row}-${issue.column}-${index}`}>
                <TableCell>{issue.row}</TableCell>
                <TableCell>{issue.column ?? ''}</TableCell>
                <TableCell sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>{issue.value ?? ''}</TableCell>
                <TableCell sx={{ color: 'error.main' }}>{translateContractMessage(translate, issue.message)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </>
  );
}
