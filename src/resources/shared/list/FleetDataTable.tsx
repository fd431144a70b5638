import { useDeferredValue, useMemo, type ReactNode } from 'react';
import { DataTable, type DataTableProps } from 'react-admin';
import { ListContextProvider, useListContext, type ListControllerResult } from 'ra-core';
import type { SxProps, Theme } from '@mui/material';
import { ListSpinner, NoRecords } from './ListStates';
import { BulkBar } from './BulkBar';
import { hiddenOnPhone, useColumnsStoreKey } from './phoneColumns';

interface FleetDataTableProps extends DataTableProps {
  /** The columns a phone shows at first (phoneColumns.ts); without them, a phone shows what a desktop does. */
  phoneColumns?: readonly string[];
  /** The list's own actions on ticked rows, in their bar (BulkBar) before the export and the delete. */
  bulkActions?: ReactNode;
}

/**
 * The table of every list: a spinner on the first load (later pages keep the previous rows on
 * screen while they load), "No records found" when empty, row selection with its bar (BulkBar)
 * above the header and the counter in the pagination bar, and on a phone its key columns only.
 */
export function FleetDataTable(props: FleetDataTableProps) {
  const list = useListContext();
  const rows = useDeferredRows(list);
  const phoneStoreKey = useColumnsStoreKey();
  // Rendered again only when what it shows changes: on a first page, the deferred rows catching up
  // with the rows already shown render nothing.
  const table = useMemo(() => {
    const { children, phoneColumns, bulkActions, ...options } = props;
    const onPhone = phoneStoreKey !== undefined && phoneColumns !== undefined;
    return (
      <ListContextProvider value={rows}>
        <DataTable
          storeKey={phoneStoreKey}
          rowClick={false}
          empty={<NoRecords />}
          // Every role ticks rows (the bar offers what each may do); BulkBar holds the buttons.
          bulkActionButtons={SELECTABLE}
          // "Select all" asks for every id and ticks them all, past a rule that keeps some rows
          // unticked (one's own account), so a table with such a rule does not offer it.
          bulkActionsToolbar={
            options.bulkActionButtons === false ? false : <BulkBar selectAll={!options.isRowSelectable} actions={bulkActions} />
          }
          {...options}
          hiddenColumns={onPhone ? hiddenOnPhone(children, phoneColumns) : options.hiddenColumns}
          sx={[stickyEdges, ...(options.sx === undefined ? [] : Array.isArray(options.sx) ? options.sx : [options.sx])]}
        >
          {children}
        </DataTable>
      </ListContextProvider>
    );
  }, [props, rows, phoneStoreKey]);
  return list.isPending ? <ListSpinner /> : table;
}

/** Rows can be ticked: react-admin shows the checkboxes when a table has bulk buttons, which BulkBar holds. */
const SELECTABLE = <></>;

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
  // On a phone cells keep half the padding, so that the key columns (phoneColumns.ts) fit beside the
  // buttons; the buttons alone stay at the edge: with the left edge too, little would be left to scroll.
  [theme.breakpoints.down('sm')]: { '& :is(th, td):not(.MuiTableCell-paddingCheckbox)': { px: 1 } },
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
