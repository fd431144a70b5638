import type { Webhook, WebhookCreateInput, WebhookTestResult, WebhookWithSecret } from '../../contract/schemas/webhook';
import type { HttpClient } from './httpClient';

/** A webhook's save resolves its host, and its test call waits up to 10 s for the receiver. */
const WEBHOOK_TIMEOUT_MS = 20_000;

/** A company's webhooks (admins): listed, added, changed, removed and called with a test event. */
export function webhookCalls(http: HttpClient) {
  return {
    /** The company's webhooks (admins). Saving one looks its host name up, and a test call waits up to 10 s for the receiver. */
    async getWebhooks(): Promise<Webhook[]> {
      return (await http<{ data: Webhook[] }>('/api/webhooks', { query: { limit: '100' } })).data;
    },

    /** Answers the webhook with its secret in full, this once. */
    async createWebhook(input: WebhookCreateInput): Promise<WebhookWithSecret> {
      return (await http<{ data: WebhookWithSecret }>('/api/webhooks', { method: 'POST', body: input, timeoutMs: WEBHOOK_TIMEOUT_MS }))
        .data;
    },

    /** With the `version` as read; a new `secret` comes back in full, this once. */
    async updateWebhook(id: string, input: WebhookCreateInput & { version: number }): Promise<Webhook & { secret?: string }> {
      return (
        await http<{ data: Webhook & { secret?: string } }>(`/api/webhooks/${id}`, {
          method: 'PUT',
          body: input,
          timeoutMs: WEBHOOK_TIMEOUT_MS,
        })
      ).data;
    },

    async deleteWebhook(id: string): Promise<void> {
      await http(`/api/webhooks/${id}`, { method: 'DELETE' });
    },

    /** Calls the webhook now with a test event; answers whether its receiver took it. */
    async testWebhook(id: string): Promise<WebhookTestResult> {
      return (await http<{ data: WebhookTestResult }>(`/api/webhooks/${id}/test`, { method: 'POST', timeoutMs: WEBHOOK_TIMEOUT_MS })).data;
    },
  };
}
