import { Box, Button, MenuItem, Select, Typography } from '@mui/material';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { useListContext, useTranslate } from 'ra-core';
import { PAGE_SIZES } from '../../../../contract/schemas/common';

/**
 * docs/screens.md, Tables: the row selection counter (on tables that select rows), "Showing a to b of n records", the page
 * size (10, 25, 50, 100), "Page p of n" and Previous / Next. Pages are fetched by the server.
 */
export function FleetPagination({ selectable = true }: { selectable?: boolean }) {
  const translate = useTranslate();
  const { page, perPage, total = 0, setPage, setPerPage, selectedIds, isPending } = useListContext();
  if (isPending) return null;
  const pages = Math.max(1, Math.ceil(total / perPage));
  const from = total === 0 ? 0 : (page - 1) * perPage + 1;
  const to = Math.min(page * perPage, total);

  return (
    <Box
      data-testid="table-pagination"
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 2, px: 2, py: 1.5 }}
    >
      <Box sx={{ display: 'flex', flexDirection: 'column' }}>
        {selectable && (
          <Typography variant="body2" color="text.secondary" data-testid="row-selection">
            {translate('fleet.table.selected', { selected: selectedIds.length, total })}
          </Typography>
        )}
        <Typography variant="body2" color="text.secondary" data-testid="record-range">
          {translate('fleet.table.showing', { from, to, total })}
        </Typography>
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Typography variant="body2" id="page-size-label">
            {translate('fleet.table.rows_per_page')}
          </Typography>
          <Select
            size="small"
            value={perPage}
            onChange={(event) => setPerPage(Number(event.target.value))}
            inputProps={{ 'aria-label': translate('fleet.table.page_size') }}
            title={translate('fleet.table.page_size')}
          >
            {PAGE_SIZES.map((size) => (
              <MenuItem key={size} value={size}>
                {size}
              </MenuItem>
            ))}
          </Select>
        </Box>
        <Typography variant="body2" data-testid="page-of">
          {translate('fleet.table.page', { page, pages })}
        </Typography>
        <Box sx={{ display: 'flex', gap: 1 }}>
          <Button size="small" variant="outlined" startIcon={<ChevronLeftIcon />} disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {translate('fleet.table.previous')}
          </Button>
          <Button size="small" variant="outlined" endIcon={<ChevronRightIcon />} disabled={page >= pages} onClick={() => setPage(page + 1)}>
            {translate('fleet.table.next')}
          </Button>
        </Box>
      </Box>
    </Box>
  );
}
