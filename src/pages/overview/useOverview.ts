import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'ra-core';
import type { FleetDataProvider } from '../../dataProvider';
import { useSelectedBranch } from '../../layout/sidebar/BranchSelector';

/** The overview's numbers for the sidebar's branch; a change of branch loads them anew. */
export function useOverview() {
  const dataProvider = useDataProvider<FleetDataProvider>();
  const branchId = useSelectedBranch();
  return useQuery({ queryKey: ['overview', branchId], queryFn: () => dataProvider.getOverview() });
}
