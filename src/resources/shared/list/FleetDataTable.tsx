import { useDeferredValue, useMemo } from 'react';
import { BulkDeleteButton, DataTable, type DataTableProps } from 'react-admin';
import { ListContextProvider, useCanAccess, useListContext, useResourceContext, type ListControllerResult } from 'ra-core';
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
  // Rendered again only when what it shows changes: the deferred rows catching up with rows already
  // shown render nothing.
  const table = useMemo(() => {
    const { children, ...options } = props;
    return (
      <ListContextProvider value={rows}>
        <DataTable
          rowClick={false}
          empty={<NoRecords />}
          bulkActionButtons={canDelete ? <BulkDeleteButton mutationMode="pessimistic" /> : <></>}
          {...options}
        >
          {children}
        </DataTable>
      </ListContextProvider>
    );
  }, [props, rows, canDelete]);
  return list.isPending ? <ListSpinner /> : table;
}

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
