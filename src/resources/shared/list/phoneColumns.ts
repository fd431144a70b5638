import { Children, isValidElement, type ReactNode } from 'react';
import { useMediaQuery, useTheme } from '@mui/material';
import { useResourceContext } from 'ra-core';

/*
 * On a phone a table opens with its key columns only (the plate and its status, a record's type and
 * date), so that a row reads at a glance beside its buttons; the Columns button shows the others. The
 * phone keeps its own choice of columns, apart from the desktop's: what suits 375 px would hide half
 * of a 1440 px table.
 */

/** Narrower than a small tablet: where a table opens with its key columns only. */
function useOnPhone(): boolean {
  const theme = useTheme();
  return useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
}

/**
 * Where the table and the Columns button keep the columns shown: react-admin's own key on a tablet or
 * wider, one of the phone's own on a phone.
 */
export function useColumnsStoreKey(): string | undefined {
  const resource = useResourceContext();
  return useOnPhone() ? `${resource}.datatable.phone` : undefined;
}

/** The columns of a table that a phone hides at first: all but its key columns and the row's buttons. */
export function hiddenOnPhone(columns: ReactNode, keyColumns: readonly string[]): string[] {
  return Children.toArray(columns)
    .map((column) => (isValidElement<{ source?: string }>(column) ? column.props.source : undefined))
    .filter((source): source is string => source !== undefined && source !== 'actions' && !keyColumns.includes(source));
}
