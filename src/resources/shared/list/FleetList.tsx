import type { ReactElement, ReactNode } from 'react';
import { ColumnsButton, List, TopToolbar, type SortPayload } from 'react-admin';
import { DEFAULT_PAGE_SIZE } from '../../../../contract/schemas/common';
import { FleetPagination } from './FleetPagination';
import { ExportCsvButton } from '../csv/ExportCsvButton';
import { ImportCsvButton } from '../csv/ImportCsvButton';
import { ListGuard } from './ListGuard';
import { ListOptionsContext } from './listOptions';
import { useColumnsStoreKey } from './phoneColumns';
import { useListDocumentTitle } from '../../../layout/useDocumentTitle';

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
  /** The filters' values when the list opens without any (the issues' open ones); the user may clear them. */
  filterDefaultValues?: Record<string, unknown>;
  storeKey?: string;
  /**
   * Export the filtered list as CSV, and import a CSV file (for roles that may create); `'export'`: the
   * export only, for a list the server exports but does not import (inspections, issues).
   */
  csv?: boolean | 'export';
}

/**
 * Every paged list of Fleet (docs/screens.md, Tables): pages of 10 by default, fetched from the
 * server; filters; column selection; CSV export and import where asked; an add button; and the
 * table (FleetDataTable) inside. The list always shows its table, so an empty result reads
 * "No records found" under the filters.
 */
export function FleetList({ children, filters, sort, addButton, headline, filter, filterDefaultValues, storeKey, csv }: FleetListProps) {
  useListDocumentTitle();
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
        filterDefaultValues={filterDefaultValues}
        sort={sort}
        storeKey={storeKey}
        actions={
          <TopToolbar sx={toolbarWraps}>
            <FleetColumnsButton />
            {csv && <ExportCsvButton />}
            {csv === true && <ImportCsvButton />}
            {addButton}
          </TopToolbar>
        }
      >
        <ListOptionsContext.Provider value={csv ? WITH_CSV : WITHOUT_CSV}>{children}</ListOptionsContext.Provider>
      </List>
    </ListGuard>
  );
}

/** Column selection, of the phone's own columns on a phone (phoneColumns.ts). */
function FleetColumnsButton() {
  return <ColumnsButton storeKey={useColumnsStoreKey()} />;
}

const WITH_CSV = { csv: true };
const WITHOUT_CSV = { csv: false };

/** On a narrow screen the buttons wrap onto a second line instead of running off its left edge. */
const toolbarWraps = {
  flexWrap: { xs: 'wrap', md: 'nowrap' },
  maxWidth: '100%',
  justifyContent: { xs: 'flex-start', md: 'flex-end' },
  py: { xs: 1, sm: 0.5 },
} as const;
