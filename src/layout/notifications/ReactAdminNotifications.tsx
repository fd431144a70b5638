import { useEffect } from 'react';
import { useNotificationContext, useTranslate, type NotificationType } from 'ra-core';
import { showToast, type ToastVariant } from './toasts';

const variantOf: Record<NotificationType, ToastVariant> = {
  error: 'destructive',
  warning: 'destructive',
  success: 'success',
  info: 'default',
};

/**
 * react-admin's own notices (a failed list call, a saved record) join Fleet's toasts, so that there
 * is one toast at a time and one look. A failed call's message is already the server's message in
 * the user's language, or the client's error (the HTTP client chose it); else "Something went wrong".
 */
export function ReactAdminNotifications() {
  const { notifications, takeNotification } = useNotificationContext();
  const translate = useTranslate();

  useEffect(() => {
    if (notifications.length === 0) return;
    const notification = takeNotification();
    if (!notification || typeof notification.message !== 'string') return;
    const { message, type = 'info', notificationOptions } = notification;
    const text = message ? translate(message, { _: message, ...notificationOptions?.messageArgs }) : '';
    showToast({ title: text || translate('fleet.notification.error'), variant: variantOf[type] });
  }, [notifications, takeNotification, translate]);

  return null;
}
