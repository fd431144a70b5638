import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { MenuItem, TextField, Tooltip, IconButton } from '@mui/material';
import StoreIcon from '@mui/icons-material/StoreOutlined';
import { useGetList, useTranslate } from 'ra-core';
import { useQueryClient } from '@tanstack/react-query';
import { MAX_PAGE_SIZE } from '../../../contract/schemas/common';
import { readSelectedBranch, subscribeToSelectedBranch, writeSelectedBranch } from '../../dataProvider/selectedBranch';
import { useSidebar, useSidebarExpanded } from './sidebarState';

export function useSelectedBranch(): string {
  return useSyncExternalStore(subscribeToSelectedBranch, readSelectedBranch, () => '');
}

/**
 * docs/screens.md, Layout: "All branches" plus each branch the user may see (the API scopes the list). The choice
 * survives a reload and scopes every list: changing it drops the cached lists so that each one
 * loads again for the new branch.
 */
export function BranchSelector() {
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const selected = useSelectedBranch();
  const expanded = useSidebarExpanded();
  const { toggle } = useSidebar();
  const { data: branches = [], isSuccess } = useGetList('branches', {
    pagination: { page: 1, perPage: MAX_PAGE_SIZE },
    sort: { field: 'name', order: 'ASC' },
  });

  const choose = useCallback(
    (branchId: string) => {
      writeSelectedBranch(branchId);
      // Every cached query but this very list of branches belongs to the old choice.
      void queryClient.resetQueries({ predicate: (query) => !(query.queryKey[0] === 'branches' && query.queryKey[1] === 'getList') });
    },
    [queryClient],
  );

  // A branch that is gone or no longer assigned to this user falls back to all branches.
  useEffect(() => {
    if (isSuccess && selected && !branches.some((branch) => branch.id === selected)) choose('');
  }, [isSuccess, selected, branches, choose]);

  const label = translate('fleet.layout.branch');
  if (!expanded) {
    const current = branches.find((branch) => branch.id === selected)?.name ?? translate('fleet.layout.all_branches');
    return (
      <Tooltip title={`${label}: ${current}`} placement="right">
        <IconButton aria-label={label} onClick={toggle} size="small" sx={{ mx: 'auto', display: 'flex' }}>
          <StoreIcon fontSize="small" />
        </IconButton>
      </Tooltip>
    );
  }
  return (
    <TextField
      select
      size="small"
      fullWidth
      label={label}
      value={selected}
      onChange={(event) => choose(event.target.value)}
      slotProps={{ select: { displayEmpty: true, inputProps: { 'data-testid': 'branch-selector' } }, inputLabel: { shrink: true } }}
    >
      <MenuItem value="">{translate('fleet.layout.all_branches')}</MenuItem>
      {branches.map((branch) => (
        <MenuItem key={branch.id} value={String(branch.id)}>
          {branch.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
