import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider } from 'ra-core';
import type { FleetDataProvider } from '../../dataProvider';

/** How often the bell asks for the unread count: reminders are raised once a day, a minute is plenty. */
const UNREAD_EVERY_MS = 60_000;

const INBOX = ['inbox'] as const;

/** The number on the bell: the signed-in person's unread reminders. */
export function useUnreadCount() {
  const dataProvider = useDataProvider<FleetDataProvider>();
  return useQuery({
    queryKey: [...INBOX, 'unread'],
    queryFn: async () => (await dataProvider.getNotifications({ unread: true, limit: 1 })).totalCount,
    refetchInterval: UNREAD_EVERY_MS,
  });
}

/** A page of the inbox, newest first. */
export function useInboxPage(query: { unread?: boolean; page?: number; limit?: number }) {
  const dataProvider = useDataProvider<FleetDataProvider>();
  return useQuery({ queryKey: [...INBOX, 'page', query], queryFn: () => dataProvider.getNotifications(query) });
}

/** Marking read, one or all; the bell and every page of the inbox are asked again afterwards. */
export function useMarkRead() {
  const dataProvider = useDataProvider<FleetDataProvider>();
  const queryClient = useQueryClient();
  const settled = () => queryClient.invalidateQueries({ queryKey: INBOX });
  return {
    one: useMutation({ mutationFn: (id: string) => dataProvider.markNotificationRead(id), onSettled: settled }),
    all: useMutation({ mutationFn: () => dataProvider.markAllNotificationsRead(), onSettled: settled }),
  };
}
