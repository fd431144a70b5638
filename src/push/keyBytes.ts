/** A base64url text (a VAPID public key) as the bytes PushManager.subscribe takes as applicationServerKey. */
export function bytesOfKey(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  const text = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(text.length));
  for (let index = 0; index < text.length; index++) bytes[index] = text.charCodeAt(index);
  return bytes;
}

/** Whether a subscription was made with this key: one made with another cannot receive Fleet's messages. */
export function isSameKey(subscribedWith: ArrayBuffer | null, base64url: string): boolean {
  if (!subscribedWith) return false;
  const theirs = new Uint8Array(subscribedWith);
  const ours = bytesOfKey(base64url);
  return theirs.length === ours.length && theirs.every((byte, index) => byte === ours[index]);
}
