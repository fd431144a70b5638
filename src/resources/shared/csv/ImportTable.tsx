import type { ReactNode } from 'react';
import { Table, TableBody, TableContainer, TableHead, TableRow, Typography } from '@mui/material';

/** One of the dry run's tables under its title; it scrolls inside its frame, its header staying in view. */
export function ImportTable({ title, head, children }: { title: string; head: ReactNode; children: ReactNode }) {
  return (
    <>
      <Typography variant="subtitle2">{title}</Typography>
      <TableContainer sx={{ maxHeight: 320, border: 1, borderColor: 'divider', borderRadius: 1 }}>
        <Table size="small" stickyHeader aria-label={title}>
          <TableHead>
            <TableRow>{head}</TableRow>
          </TableHead>
          <TableBody>{children}</TableBody>
        </Table>
      </TableContainer>
    </>
  );
}
