import type { ReactElement, ReactNode } from 'react';
import { ColumnsButton, List, TopToolbar, type SortPayload } from 'react-admin';
import { DEFAULT_PAGE_SIZE } from '../../../../contract/schemas/common';
import { FleetPagination } from './FleetPagination';
import { ExportCsvButton } from '../csv/ExportCsvButton';
import { ImportCsvButton } from '../csv/ImportCsvButton';
import { ListGuard } from './ListGuard';

interface FleetListProps {
  children: ReactNode;
  /** Filters shown above the table: a search box first, then the resource's own. Each must be
   *  `alwaysOn`: the toolbar has no button to add hidden filters. */
  filters?: ReactElement[];
  sort?: SortPayload;
  /** The toolbar's add button (each resource decides what adding means). */
  addButton?: ReactNode;
  /** A line above the table, e.g. the mandatory maintenance headline. */
  headline?: ReactNode;
  /** A fixed filter the user does not see, e.g. one branch's employees. */
  filter?: Record<string, unknown>;
  storeKey?: string;
  /** Export the filtered list as CSV, and import a CSV file (for roles that may create). */
  csv?: boolean;
}

/**
 * Every paged list of Fleet (docs/screens.md, Tables): pages of 10 by default, fetched from the
 * server; filters; column selection; CSV export and import where asked; an add button; and the
 * table (FleetDataTable) inside. The list always shows its table, so an empty result reads
 * "No records found" under the filters.
 */
export function FleetList({ children, filters, sort, addButton, headline, filter, storeKey, csv }: FleetListProps) {
  return (
    <ListGuard>
      {headline}
      <List
        disableAuthentication
        perPage={DEFAULT_PAGE_SIZE}
        pagination={<FleetPagination />}
        empty={false}
        exporter={false}
        filters={filters}
        filter={filter}
        sort={sort}
        storeKey={storeKey}
        actions={
          <TopToolbar sx={toolbarWraps}>
            <ColumnsButton />
            {csv && <ExportCsvButton />}
            {csv && <ImportCsvButton />}
            {addButton}
          </TopToolbar>
        }
      >
        {children}
      </List>
    </ListGuard>
  );
}

/** On a narrow screen the buttons wrap onto a second line instead of running off its left edge. */
const toolbarWraps = {
  flexWrap: { xs: 'wrap', md: 'nowrap' },
  maxWidth: '100%',
  justifyContent: { xs: 'flex-start', md: 'flex-end' },
  py: { xs: 1, sm: 0.5 },
} as const;
