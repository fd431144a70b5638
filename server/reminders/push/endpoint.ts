import { messages } from '../../../contract/messages';
import { refusedWebhookUrl } from '../webhooks/address';

/**
 * Why Fleet may not send to this push endpoint, or null. A browser's endpoint is its push service's
 * https address; anything else would have Fleet POST wherever a person points it, so it is held to
 * what webhooks are (docs/security.md): a public address, by every address its name resolves to, and
 * checked again as each message connects. WEBHOOK_ALLOW_PRIVATE lifts both, and then plain http is
 * taken too, for a push service on the same network (the tests' receiver).
 */
export async function refusedPushEndpoint(endpoint: string, allowPrivate: boolean): Promise<string | null> {
  if (new URL(endpoint).protocol !== 'https:' && !allowPrivate) return messages.pushEndpoint;
  return refusedWebhookUrl(endpoint, allowPrivate);
}
