import type { DataProvider, GetListParams, Identifier, RaRecord } from 'ra-core';
import { chunksOf } from '../../contract/chunks';
import { MAX_PAGE_SIZE } from '../../contract/schemas/common';
import type { Invitation } from '../../contract/schemas/employee';
import type { HttpClient } from './httpClient';
import { apiPathOf } from './apiResources';
import { listQuery } from './listQuery';
import { withLogoUploads } from './logoUploads';
import { fleetCalls, type FleetCalls } from './fleetCalls';
import { documentAttachmentCalls, type DocumentAttachmentCalls } from './documentAttachmentCalls';
import { inspectionCalls, type InspectionCalls } from './inspectionCalls';
import { issueCalls, type IssueCalls } from './issueCalls';
import { workOrderCalls, type WorkOrderCalls } from './workOrderCalls';
import { withVersions } from './versions';
import { employees } from '../resourceDefinitions/employees';

interface ListAnswer {
  data: RaRecord[];
  totalCount: number;
}

interface OneAnswer {
  data: RaRecord;
}

/**
 * The Fleet API as a react-admin data provider; every call goes through the one shared client.
 * Beyond react-admin's calls, Fleet's own: re-issuing an employee's invitation, restoring an archived
 * record, fleetCalls.ts, documentAttachmentCalls.ts, inspectionCalls.ts, issueCalls.ts and workOrderCalls.ts.
 */
export type FleetDataProvider = DataProvider &
  FleetCalls &
  DocumentAttachmentCalls &
  InspectionCalls &
  IssueCalls &
  WorkOrderCalls & {
    issueInvitation: (employeeId: Identifier) => Promise<Invitation>;
    restore: (resource: string, params: { id: Identifier }) => Promise<{ data: RaRecord }>;
  };

export function createDataProvider(http: HttpClient): FleetDataProvider {
  const getList = async (resource: string, params: Partial<GetListParams>) => {
    const answer = await http<ListAnswer>(apiPathOf(resource), { query: listQuery(resource, params) });
    return { data: answer.data, total: answer.totalCount };
  };

  const base: FleetDataProvider = {
    ...fleetCalls(http),
    ...documentAttachmentCalls(http),
    ...inspectionCalls(http),
    ...issueCalls(http),
    ...workOrderCalls(http),

    getList: (resource, params) => getList(resource, params) as never,

    getOne: async (resource, params) => {
      const answer = await http<OneAnswer>(`${apiPathOf(resource)}/${params.id}`);
      return { data: answer.data } as never;
    },

    // Reference fields ask for records by id, up to a page of ids per call.
    getMany: async (resource, params) => {
      const pages = await Promise.all(
        chunksOf(params.ids, MAX_PAGE_SIZE).map((ids) =>
          http<ListAnswer>(apiPathOf(resource), { query: { ids: ids.map(String), limit: MAX_PAGE_SIZE } }),
        ),
      );
      return { data: pages.flatMap((page) => page.data) } as never;
    },

    getManyReference: (resource, params) =>
      getList(resource, { ...params, filter: { ...params.filter, [params.target]: params.id } }) as never,

    // What a create answers besides the record (an employee's invitation link) arrives as meta.
    create: async (resource, params) => {
      const { data, ...extra } = await http<OneAnswer & Record<string, unknown>>(apiPathOf(resource), {
        method: 'POST',
        body: params.data,
      });
      return (Object.keys(extra).length ? { data, meta: extra } : { data }) as never;
    },

    /** A new one-time sign-up link for an employee who has not signed up yet (docs/product.md, Invitations and sign-up). */
    issueInvitation: async (employeeId: Identifier): Promise<Invitation> => {
      const answer = await http<{ data: Invitation }>(`${apiPathOf(employees.name)}/${employeeId}/invitation`, { method: 'POST' });
      return answer.data;
    },

    /** Makes an archived record active again (docs/product.md, Archive and restore). */
    restore: async (resource: string, params: { id: Identifier }) => {
      const answer = await http<OneAnswer>(`${apiPathOf(resource)}/${params.id}/restore`, { method: 'POST' });
      return { data: answer.data };
    },

    update: async (resource, params) => {
      const answer = await http<OneAnswer>(`${apiPathOf(resource)}/${params.id}`, { method: 'PUT', body: params.data });
      return { data: answer.data } as never;
    },

    updateMany: async (resource, params) => {
      await Promise.all(params.ids.map((id) => http(`${apiPathOf(resource)}/${id}`, { method: 'PUT', body: params.data })));
      return { data: params.ids };
    },

    delete: async (resource, params) => {
      const answer = await http<OneAnswer>(`${apiPathOf(resource)}/${params.id}`, { method: 'DELETE' });
      return { data: answer.data } as never;
    },

    deleteMany: async (resource, params) => {
      const deleted: Identifier[] = [];
      for (const id of params.ids) {
        await http(`${apiPathOf(resource)}/${id}`, { method: 'DELETE' });
        deleted.push(id);
      }
      return { data: deleted };
    },
  };

  // Versions first, so that a multipart body carries the version as one of its fields.
  return withVersions(withLogoUploads(base));
}

export { listQuery };
