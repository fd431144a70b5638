import { List, SearchInput } from 'react-admin';
import { useListContext } from 'ra-core';
import { branchInput } from '../../../contract/schemas/branch';
import { MAX_PAGE_SIZE } from '../../../contract/schemas/common';
import { RecordDialogsProvider } from '../shared/dialogs/RecordDialogs';
import { ResourceDialogs } from '../shared/dialogs/ResourceDialogs';
import { FleetPagination } from '../shared/list/FleetPagination';
import { BranchGrid } from './BranchGrid';
import { BranchInputs } from './BranchInputs';
import { ListGuard } from '../shared/list/ListGuard';
import { useListDocumentTitle } from '../../layout/useDocumentTitle';

/**
 * Branches (superadmin, admin) as cards. A company has a handful of branches, so one page holds
 * as many cards as the API gives at once; the pager shows only when there are more than that.
 */
export function BranchList() {
  useListDocumentTitle();
  return (
    <ListGuard>
      <RecordDialogsProvider>
        <List
          disableAuthentication
          component="div"
          perPage={MAX_PAGE_SIZE}
          sort={{ field: 'name', order: 'ASC' }}
          filters={[<SearchInput key="q" source="q" alwaysOn />]}
          actions={false}
          exporter={false}
          empty={false}
          pagination={<PagesWhenMoreThanOne />}
        >
          <BranchGrid />
        </List>
        <BranchDialogs />
      </RecordDialogsProvider>
    </ListGuard>
  );
}

function PagesWhenMoreThanOne() {
  const { total = 0, perPage } = useListContext();
  return total > perPage ? <FleetPagination /> : null;
}

function BranchDialogs() {
  return (
    <ResourceDialogs
      resource="branches"
      createSchema={branchInput}
      editSchema={branchInput}
      inputs={(mode) => <BranchInputs mode={mode} />}
      emptyValues={{ name: '', logo: null, company_id: '' }}
      toFormValues={(branch) => ({ name: branch.name, logo: branch.logo })}
      keep={['logo']}
      deleteName={(branch) => branch.name}
    />
  );
}
