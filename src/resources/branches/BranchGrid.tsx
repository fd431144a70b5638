import { Box } from '@mui/material';
import { useCanAccess, useListContext } from 'ra-core';
import { ListSpinner, NoRecords } from '../shared/list/ListStates';
import { AddBranchCard, BranchCard } from './BranchCard';

/** docs/screens.md, Branches: a card grid of 1 to 4 columns depending on width, "Add new content" first. */
export function BranchGrid() {
  const { data = [], isPending } = useListContext();
  const { canAccess: canCreate } = useCanAccess({ resource: 'branches', action: 'create' });
  if (isPending) return <ListSpinner />;
  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: {
          xs: '1fr',
          sm: 'repeat(2, minmax(0, 1fr))',
          md: 'repeat(3, minmax(0, 1fr))',
          lg: 'repeat(4, minmax(0, 1fr))',
        },
      }}
    >
      {canCreate && (
        <li>
          <AddBranchCard />
        </li>
      )}
      {data.map((branch) => (
        <li key={branch.id} aria-label={branch.name}>
          <BranchCard branch={branch} />
        </li>
      ))}
      {data.length === 0 && (
        <Box component="li" sx={{ gridColumn: '1 / -1' }}>
          <NoRecords />
        </Box>
      )}
    </Box>
  );
}
