import type { Identifier } from 'ra-core';
import type { CompanySettings, CompanySettingsInput } from '../../contract/schemas/company';
import type { Overview } from '../../contract/schemas/overview';
import type { VehicleDowntime } from '../../contract/schemas/vehicle';
import type { HttpClient } from './httpClient';
import { csvCalls } from './csvCalls';
import { historyCalls } from './historyCalls';
import { personalSettingsCalls } from './personalSettingsCalls';
import { pushCalls } from './pushCalls';
import { reminderCalls } from './reminderCalls';
import { readSelectedBranch } from './selectedBranch';
import { vehicleLabelCalls } from './vehicleLabelCalls';
import { webhookCalls } from './webhookCalls';
import { workOrderAttachmentCalls } from './workOrderAttachmentCalls';

export { IMPORT_TIMEOUT_MS } from './csvCalls';

/**
 * Fleet's calls beyond react-admin's: the overview, a company's settings, the reminders' inbox, CSV files
 * and the vehicles' QR labels. All go through the one HTTP client, so they share its session refresh.
 * Each family of calls is a file of its own (reminderCalls.ts, webhookCalls.ts,
 * personalSettingsCalls.ts, csvCalls.ts, vehicleLabelCalls.ts, historyCalls.ts); the
 * overview, a vehicle's downtime and the company's settings are few enough to stay here.
 */
export function fleetCalls(http: HttpClient) {
  return {
    async getOverview(): Promise<Overview> {
      return (await http<{ data: Overview }>('/api/overview', { query: { branchId: readSelectedBranch() } })).data;
    },

    /** A vehicle's time out of service (docs/work-orders.md, Downtime). */
    async getVehicleDowntime(vehicleId: Identifier): Promise<VehicleDowntime> {
      return (await http<{ data: VehicleDowntime }>(`/api/vehicles/${vehicleId}/downtime`)).data;
    },

    async getCompanySettings(companyId: Identifier): Promise<CompanySettings> {
      return (await http<{ data: CompanySettings }>(`/api/companies/${companyId}/settings`)).data;
    },

    /** With the company's `version` as the dialog read it (docs/product.md, Edits that collide). */
    async updateCompanySettings(companyId: Identifier, input: CompanySettingsInput & { version: number }): Promise<CompanySettings> {
      return (await http<{ data: CompanySettings }>(`/api/companies/${companyId}/settings`, { method: 'PUT', body: input })).data;
    },

    ...reminderCalls(http),
    ...webhookCalls(http),
    ...personalSettingsCalls(http),
    ...pushCalls(http),
    ...csvCalls(http),
    ...vehicleLabelCalls(http),
    ...workOrderAttachmentCalls(http),
    ...historyCalls(http),
  };
}

export type FleetCalls = ReturnType<typeof fleetCalls>;
