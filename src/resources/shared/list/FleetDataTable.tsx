import { useDeferredValue, useMemo } from 'react';
import { BulkActionsToolbar, BulkDeleteButton, DataTable, type DataTableProps } from 'react-admin';
import { ListContextProvider, useCanAccess, useListContext, useResourceContext, type ListControllerResult } from 'ra-core';
import type { SxProps, Theme } from '@mui/material';
import { ListSpinner, NoRecords } from './ListStates';

/**
 * The table of every list: a spinner on the first load (later pages keep the previous rows on
 * screen while they load), "No records found" when empty, row selection with the counter in the
 * pagination bar, and a bulk delete only for roles that may delete.
 */
export function FleetDataTable(props: DataTableProps) {
  const resource = useResourceContext();
  const list = useListContext();
  const rows = useDeferredRows(list);
  const { canAccess: canDelete } = useCanAccess({ resource, action: 'delete' });
  // Rendered again only when what it shows changes: on a first page, the deferred rows catching up
  // with the rows already shown render nothing.
  const table = useMemo(() => {
    const { children, ...options } = props;
    const bulkButtons = canDelete ? <BulkDeleteButton mutationMode="pessimistic" /> : <></>;
    // "Select all" asks for every id and ticks them all, past a rule that keeps some rows unticked
    // (one's own account), so a table with such a rule does not offer it.
    const withoutSelectAll =
      options.isRowSelectable && options.bulkActionButtons !== false ? (
        <BulkActionsToolbar selectAllButton={false}>{bulkButtons}</BulkActionsToolbar>
      ) : undefined;
    return (
      <ListContextProvider value={rows}>
        <DataTable
          rowClick={false}
          empty={<NoRecords />}
          bulkActionButtons={bulkButtons}
          bulkActionsToolbar={withoutSelectAll}
          {...options}
          sx={[stickyEdges, ...(options.sx === undefined ? [] : Array.isArray(options.sx) ? options.sx : [options.sx])]}
        >
          {children}
        </DataTable>
      </ListContextProvider>
    );
  }, [props, rows, canDelete]);
  return list.isPending ? <ListSpinner /> : table;
}

/** The width of the row checkboxes' column, so that the first column can stick beside it. */
const CHECKBOX_COLUMN = 48;

/**
 * A table wider than the screen scrolls sideways inside its card, with its edges in view: the row's
 * buttons (the `actions` column) at the right, so that every action of a row is on screen at any
 * width, and from a tablet up the row checkbox and the first column (the plate, the name) at the left.
 */
const stickyEdges: SxProps<Theme> = (theme) => ({
  '& .RaDataTable-tableWrapper': { overflowX: 'auto' },
  '& :is(th, td).column-actions': {
    position: 'sticky',
    right: 0,
    zIndex: 2,
    bgcolor: 'background.paper',
    boxShadow: `inset 1px 0 0 ${theme.palette.divider}`,
  },
  // On a phone the buttons alone stay: with the left edge too, little of the row would be left to scroll.
  [theme.breakpoints.up('sm')]: {
    '& :is(th, td).MuiTableCell-paddingCheckbox': {
      position: 'sticky',
      left: 0,
      zIndex: 2,
      width: CHECKBOX_COLUMN,
      minWidth: CHECKBOX_COLUMN,
      maxWidth: CHECKBOX_COLUMN,
      bgcolor: 'background.paper',
    },
    '& tr > :first-of-type:not(.MuiTableCell-paddingCheckbox), & .MuiTableCell-paddingCheckbox + *': {
      position: 'sticky',
      zIndex: 2,
      bgcolor: 'background.paper',
      boxShadow: `inset -1px 0 0 ${theme.palette.divider}`,
    },
    '& tr > :first-of-type:not(.MuiTableCell-paddingCheckbox)': { left: 0 },
    '& .MuiTableCell-paddingCheckbox + *': { left: CHECKBOX_COLUMN },
  },
});

/**
 * The list with its rows deferred: new rows (another page, a page of 100) are rendered in the
 * background, in slices that leave the page free to answer, while the rows before them stay on
 * screen, instead of in one task that holds the page for a third of a second. A first page is
 * rendered at once, as nothing was on screen before it.
 */
function useDeferredRows(list: ListControllerResult): ListControllerResult {
  const data = useDeferredValue(list.data);
  // Rows deferred belong to a list that had loaded; a first page has none before it.
  return useMemo(() => (data === undefined || data === list.data ? list : ({ ...list, data } as ListControllerResult)), [list, data]);
}
