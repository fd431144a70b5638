import type { NotificationSettings, NotificationSettingsInput } from '../../contract/schemas/notification-settings';
import type { HttpClient } from './httpClient';

/** The signed-in person's own settings: how they are reminded, a test email, their calendar feed. */
export function personalSettingsCalls(http: HttpClient) {
  return {
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
  };
}
