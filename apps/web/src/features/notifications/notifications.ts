import type { NotificationAttributes, NotificationListDocument } from '@sorted/core/contract/notifications';
import type { NotificationPreferenceRequest } from '@sorted/core/contract/requests';
import type { UserDocument } from '@sorted/core/contract/users';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';

// The owner's notifications (the bell) and whether they are e-mailed too (the profile's switch).

export type Notification = NotificationAttributes & { id: string };

export interface NotificationPage {
  items: Notification[];
  unread: number;
}

const notificationsKey = ['notifications'] as const;
const emailChoiceKey = ['me', 'notify-by-email'] as const;

/** The newest this many are listed under the bell. */
const LISTED = 20;
/** The bell asks again this often (and when the window gets the focus back). */
const POLL_MS = 60_000;

async function fetchNotifications(signal: AbortSignal): Promise<NotificationPage> {
  const document = await api.get<NotificationListDocument>(`/notifications?page[size]=${LISTED}`, { signal });
  return {
    items: document.data.map((resource) => ({ id: resource.id, ...resource.attributes })),
    unread: document.meta.unread,
  };
}

/** The bell's list, as the frame asks for it at start (app/layouts/frame-data.ts prefetches it). */
export const notificationsQuery = {
  queryKey: notificationsKey,
  queryFn: ({ signal }: { signal: AbortSignal }) => fetchNotifications(signal),
};

/** The newest notifications and how many are unread in all, asked again every minute and on focus. */
export function useNotifications(enabled = true) {
  return useQuery({
    ...notificationsQuery,
    enabled,
    refetchInterval: POLL_MS,
    refetchOnWindowFocus: true,
  });
}

/** Marks one read: at once in the list and the count, then as the server says. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post(`/notifications/${encodeURIComponent(id)}/read`),
    onMutate: async (id) => {
      await queryClient.cancelQueries({ queryKey: notificationsKey });
      const now = new Date().toISOString();
      queryClient.setQueryData<NotificationPage>(notificationsKey, (page) => {
        const target = page?.items.find((item) => item.id === id);
        if (!page || !target || target.read_at !== null) return page;
        return {
          unread: Math.max(0, page.unread - 1),
          items: page.items.map((item) => (item.id === id ? { ...item, read_at: now } : item)),
        };
      });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationsKey }),
  });
}

/** Marks every notification read. */
export function useMarkAllRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post('/notifications/read'),
    onSuccess: () => {
      const now = new Date().toISOString();
      queryClient.setQueryData<NotificationPage>(
        notificationsKey,
        (page) =>
          page && {
            unread: 0,
            items: page.items.map((item) => (item.read_at === null ? { ...item, read_at: now } : item)),
          },
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationsKey }),
  });
}

/** Whether the owner chose to be e-mailed each notification. */
export function useNotifyByEmail() {
  return useQuery({
    queryKey: emailChoiceKey,
    queryFn: ({ signal }) =>
      api.get<UserDocument>('/me', { signal }).then((document) => document.data.attributes.notify_by_email),
  });
}

export function useSetNotifyByEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (notifyByEmail: boolean) =>
      api.patch<UserDocument>('/me', {
        data: { type: 'users', attributes: { notify_by_email: notifyByEmail } },
      } satisfies NotificationPreferenceRequest),
    onSuccess: (document) =>
      queryClient.setQueryData(emailChoiceKey, document.data.attributes.notify_by_email),
  });
}
