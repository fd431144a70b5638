import { createHmac } from 'node:crypto';
import { WEBHOOK_HEADERS, type WebhookBody } from '../../../contract/schemas/webhook';
import { guardedPost, type CallOutcome } from '../guarded-post';

/** `sha256=` and the hex HMAC-SHA256 of the raw body with the webhook's secret (docs/reminders.md, Webhooks). */
function signatureOf(secret: string, rawBody: string): string {
  return `sha256=${createHmac('sha256', secret).update(rawBody).digest('hex')}`;
}

/**
 * One signed JSON POST of the body to the URL, through the address guard (guarded-post.ts). Never
 * throws: the outcome says what happened.
 */
export function postSigned(url: string, secret: string, body: WebhookBody, allowPrivate: boolean): Promise<CallOutcome> {
  const rawBody = JSON.stringify(body);
  const headers = {
    'content-type': 'application/json',
    'user-agent': 'Fleet-Webhooks/1',
    [WEBHOOK_HEADERS.signature]: signatureOf(secret, rawBody),
    [WEBHOOK_HEADERS.id]: body.id,
    [WEBHOOK_HEADERS.timestamp]: String(Math.floor(Date.parse(body.sent_at) / 1000)),
    [WEBHOOK_HEADERS.event]: body.event,
  };
  return guardedPost(url, headers, rawBody, allowPrivate);
}
