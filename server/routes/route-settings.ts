import type { ThrottleSettings } from '../auth/login-throttle';
import type { PushKeys } from '../reminders/push/keys';

/** What the route families may need of the app's settings (server/app.ts AppOptions); each takes what it uses. */
export interface RouteSettings {
  /** Where people reach Fleet: invitation links, calendar feeds, the session cookies' Secure flag. */
  publicUrl?: string;
  /** Failed sign-ins allowed per username (and ten times that per address) in the window. */
  loginThrottle: ThrottleSettings;
  /** Webhooks may call private and loopback addresses (WEBHOOK_ALLOW_PRIVATE); so may push messages. */
  allowPrivateWebhooks: boolean;
  /** The VAPID key pair of Web Push (server/reminders/push/keys.ts), the same on every call. */
  pushKeys: () => Promise<PushKeys>;
  /** The server's secret, which the calendar feeds' tokens are made with. */
  jwtSecret: string;
}
