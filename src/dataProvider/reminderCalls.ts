import type { Delivery, Notification } from '../../contract/schemas/notification';
import type { HttpClient } from './httpClient';

/** The reminders' inbox (each person's) and the company's reminder check and deliveries (admins'). */
export function reminderCalls(http: HttpClient) {
  return {
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
  };
}
