import type { GetListParams } from 'ra-core';
import type { QueryValue } from './httpClient';
import { followsBranchSelector } from './apiResources';
import { readSelectedBranch } from './selectedBranch';

/**
 * The query of a list call: pagination as page and limit, sort and order, every filter as it is
 * (q, type, vehicleId, …), and the sidebar's branch unless the screen names a branch itself.
 */
export function listQuery(resource: string, params: Partial<GetListParams>): Record<string, QueryValue> {
  const query: Record<string, QueryValue> = {};
  if (params.pagination) {
    query.page = params.pagination.page;
    query.limit = params.pagination.perPage;
  }
  // react-admin's default sort is by id, which means "the API's own order" here.
  if (params.sort && params.sort.field && params.sort.field !== 'id') {
    query.sort = params.sort.field;
    query.order = params.sort.order === 'DESC' ? 'desc' : 'asc';
  }
  for (const [key, value] of Object.entries(params.filter ?? {})) {
    if (value !== null) query[key] = value as QueryValue;
  }
  // A screen that names a branch, or says `branchId: null` ("whatever the sidebar shows", e.g. one
  // vehicle's records), is not narrowed to the sidebar's branch.
  const namesBranch =
    params.filter !== undefined && 'branchId' in params.filter && (params.filter.branchId === null || Boolean(params.filter.branchId));
  if (followsBranchSelector(resource) && !namesBranch) {
    query.branchId = readSelectedBranch();
  }
  return query;
}
