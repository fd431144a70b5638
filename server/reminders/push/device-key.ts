import { ECDH } from 'node:crypto';

/**
 * Whether a device's p256dh is a point on P-256, which its messages are encrypted to (RFC 8291). The
 * contract checks its form; a key of the right length that is no point would fail every message,
 * tried again for a day, so it is refused when the device is turned on.
 */
export function isDeviceKey(p256dh: string): boolean {
  try {
    ECDH.convertKey(Buffer.from(p256dh, 'base64url'), 'prime256v1');
    return true;
  } catch {
    return false;
  }
}
