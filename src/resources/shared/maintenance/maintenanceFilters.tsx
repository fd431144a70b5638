import type { ReactElement } from 'react';
import { SearchInput } from 'react-admin';
import { DateInput } from '../forms/DateInput';
import { Box } from '@mui/material';

/** Narrow enough that the four filters and the toolbar share one line on a desktop. */
export const FILTER_WIDTH = { xs: '100%', sm: 180 };

/**
 * The filters of both maintenance lists: a search (type, notes or plate) first, the resource's
 * service type filter, then the date range. All stay on screen: the list toolbar has no "add
 * filter" menu.
 */
export function maintenanceFilters(serviceTypeFilter: ReactElement): ReactElement[] {
  return [
    <SearchInput key="q" source="q" alwaysOn sx={{ width: { xs: '100%', sm: 200 } }} />,
    serviceTypeFilter,
    <DateRangeFilter key="dateFrom" source="dateFrom" alwaysOn />,
  ];
}

/**
 * From and To, both days included, as the API takes them (yyyy-MM-dd). One filter of two inputs,
 * so that on a phone the range stays on one line.
 */
export function DateRangeFilter(_: { source: string; alwaysOn: boolean }) {
  // Half the line each on a phone, the gap between them included (two widths of 50% overflowed it).
  const width = { xs: 'auto', sm: 160 };
  const sx = { width, flex: { xs: '1 1 0', sm: '0 0 auto' }, minWidth: 0 };
  return (
    <Box sx={{ display: 'flex', gap: 1, width: { xs: '100%', sm: 'auto' } }}>
      <DateInput source="dateFrom" label="fleet.table.date_from" helperText={false} sx={sx} filter />
      <DateInput source="dateTo" label="fleet.table.date_to" helperText={false} sx={sx} filter />
    </Box>
  );
}
