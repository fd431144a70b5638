import type { GetListParams, Identifier } from 'ra-core';
import type { Language } from '../../contract/languages';
import type { CompanySettings, CompanySettingsInput } from '../../contract/schemas/company';
import type { ImportResult } from '../../contract/schemas/imports';
import type { Overview } from '../../contract/schemas/overview';
import type { Delivery, Notification } from '../../contract/schemas/notification';
import type { NotificationSettings, NotificationSettingsInput } from '../../contract/schemas/notification-settings';
import type { Webhook, WebhookCreateInput, WebhookTestResult, WebhookWithSecret } from '../../contract/schemas/webhook';
import { buildUrl, type HttpClient } from './httpClient';
import { apiPathOf } from './apiResources';
import { listQuery } from './listQuery';
import { readSelectedBranch } from './selectedBranch';

/** A CSV import carries a file of up to 5 MB and checks every row: it may take longer than 5 s. */
export const IMPORT_TIMEOUT_MS = 60_000;

/** A webhook's save resolves its host, and its test call waits up to 10 s for the receiver. */
const WEBHOOK_TIMEOUT_MS = 20_000;

interface ImportOptions {
  dryRun: boolean;
  /** A superadmin imports into the company they name. */
  companyId?: string;
}

/**
 * Fleet's calls beyond react-admin's: the overview, a company's settings, the reminders' inbox, and CSV files.
 * All go through the one HTTP client, so they share its session refresh.
 */
export function fleetCalls(http: HttpClient) {
  return {
    async getOverview(): Promise<Overview> {
      return (await http<{ data: Overview }>('/api/overview', { query: { branchId: readSelectedBranch() } })).data;
    },

    async getCompanySettings(companyId: Identifier): Promise<CompanySettings> {
      return (await http<{ data: CompanySettings }>(`/api/companies/${companyId}/settings`)).data;
    },

    /** With the company's `version` as the dialog read it (docs/product.md, Edits that collide). */
    async updateCompanySettings(companyId: Identifier, input: CompanySettingsInput & { version: number }): Promise<CompanySettings> {
      return (await http<{ data: CompanySettings }>(`/api/companies/${companyId}/settings`, { method: 'PUT', body: input })).data;
    },

    /** The signed-in person's reminders, newest first; `unread` only those not read yet. */
    async getNotifications(query: {
      unread?: boolean;
      page?: number;
      limit?: number;
    }): Promise<{ data: Notification[]; totalCount: number }> {
      const { unread, page = 1, limit = 10 } = query;
      return http<{ data: Notification[]; totalCount: number }>('/api/notifications', {
        query: { unread: unread ? 'true' : undefined, page: String(page), limit: String(limit) },
      });
    },

    async markNotificationRead(id: string): Promise<Notification> {
      return (await http<{ data: Notification }>(`/api/notifications/${id}/read`, { method: 'POST' })).data;
    },

    /** Answers how many were unread. */
    async markAllNotificationsRead(): Promise<number> {
      return (await http<{ data: { count: number } }>('/api/notifications/read-all', { method: 'POST' })).data.count;
    },

    /** The company's reminder check, now (admins); answers how many reminders it raised. */
    async runReminderCheck(): Promise<number> {
      return (await http<{ data: { count: number } }>('/api/notifications/run', { method: 'POST' })).data.count;
    },

    /** The company's email and webhook deliveries, newest first (admins). */
    async getDeliveries(query: { page?: number; limit?: number }): Promise<{ data: Delivery[]; totalCount: number }> {
      return http<{ data: Delivery[]; totalCount: number }>('/api/notifications/deliveries', {
        query: { page: String(query.page ?? 1), limit: String(query.limit ?? 10) },
      });
    },

    /** The company's webhooks (admins). Saving one looks its host name up, and a test call waits up to 10 s for the receiver. */
    async getWebhooks(): Promise<Webhook[]> {
      return (await http<{ data: Webhook[] }>('/api/webhooks', { query: { limit: '100' } })).data;
    },

    /** Answers the webhook with its secret in full, this once. */
    async createWebhook(input: WebhookCreateInput): Promise<WebhookWithSecret> {
      return (await http<{ data: WebhookWithSecret }>('/api/webhooks', { method: 'POST', body: input, timeoutMs: WEBHOOK_TIMEOUT_MS }))
        .data;
    },

    /** With the `version` as read; a new `secret` comes back in full, this once. */
    async updateWebhook(id: string, input: WebhookCreateInput & { version: number }): Promise<Webhook & { secret?: string }> {
      return (
        await http<{ data: Webhook & { secret?: string } }>(`/api/webhooks/${id}`, {
          method: 'PUT',
          body: input,
          timeoutMs: WEBHOOK_TIMEOUT_MS,
        })
      ).data;
    },

    async deleteWebhook(id: string): Promise<void> {
      await http(`/api/webhooks/${id}`, { method: 'DELETE' });
    },

    /** Calls the webhook now with a test event; answers whether its receiver took it. */
    async testWebhook(id: string): Promise<WebhookTestResult> {
      return (await http<{ data: WebhookTestResult }>(`/api/webhooks/${id}/test`, { method: 'POST', timeoutMs: WEBHOOK_TIMEOUT_MS })).data;
    },

    async getNotificationSettings(): Promise<NotificationSettings> {
      return (await http<{ data: NotificationSettings }>('/api/me/notification-settings')).data;
    },

    /** With the `version` as read, 0 for the defaults. */
    async updateNotificationSettings(input: NotificationSettingsInput & { version: number }): Promise<NotificationSettings> {
      return (await http<{ data: NotificationSettings }>('/api/me/notification-settings', { method: 'PUT', body: input })).data;
    },

    /** Sends the signed-in person a test email; answers the address it went to. */
    async sendTestEmail(): Promise<string> {
      return (await http<{ data: { to: string } }>('/api/me/notification-settings/test-email', { method: 'POST' })).data.to;
    },

    /** The signed-in person's calendar feed address; `replace` makes a new one, and the old one stops working. */
    async calendarFeed(replace = false): Promise<string> {
      return (await http<{ data: { url: string } }>('/api/me/calendar', { method: replace ? 'POST' : 'GET' })).data.url;
    },

    async importCsv(resource: string, file: File, options: ImportOptions): Promise<ImportResult> {
      const form = new FormData();
      if (options.companyId) form.append('companyId', options.companyId);
      form.append('file', file);
      const answer = await http<{ data: ImportResult }>(`${apiPathOf(resource)}/import`, {
        method: 'POST',
        query: { dryRun: options.dryRun ? 'true' : undefined },
        body: form,
        timeoutMs: IMPORT_TIMEOUT_MS,
      });
      return answer.data;
    },

    /**
     * Starts the download of a list as CSV: the list's filters and sort and the sidebar's branch, in
     * the user's language. The browser fetches the file itself (it streams, however long), so the
     * session is made fresh first, through the client's single refresh.
     */
    async downloadCsv(resource: string, params: Pick<GetListParams, 'filter' | 'sort'>, language: Language): Promise<void> {
      await http('/api/auth/me');
      const link = document.createElement('a');
      link.href = buildUrl(`${apiPathOf(resource)}/export.csv`, { ...listQuery(resource, params), lang: language });
      link.download = '';
      document.body.append(link);
      link.click();
      link.remove();
    },
  };
}

export type FleetCalls = ReturnType<typeof fleetCalls>;
