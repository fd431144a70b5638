import { BulkDeleteButton, DataTable, type DataTableProps } from 'react-admin';
import { useCanAccess, useListContext, useResourceContext } from 'ra-core';
import { ListSpinner, NoRecords } from './ListStates';

/**
 * The table of every list: a spinner on the first load (later pages keep the previous rows on
 * screen while they load), "No records found" when empty, row selection with the counter in the
 * pagination bar, and a bulk delete only for roles that may delete.
 */
export function FleetDataTable({ children, ...props }: DataTableProps) {
  const resource = useResourceContext();
  const { isPending } = useListContext();
  const { canAccess: canDelete } = useCanAccess({ resource, action: 'delete' });
  if (isPending) return <ListSpinner />;
  return (
    <DataTable
      rowClick={false}
      empty={<NoRecords />}
      bulkActionButtons={canDelete ? <BulkDeleteButton mutationMode="pessimistic" /> : <></>}
      {...props}
    >
      {children}
    </DataTable>
  );
}
