import { createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { signInAs, toast } from './support/fleet';

/*
 * Webhooks in the browser (docs/reminders.md, Webhooks): an admin of the German demo company adds one
 * that points at a real HTTP receiver in this test, copies the secret Fleet made (shown once), sends a
 * test call the receiver can verify with it, pauses the webhook and deletes it. The e2e server allows
 * private addresses (tests/e2e/support/serve.ts), since the receiver is on this machine.
 */
test.describe.configure({ timeout: 120_000 });

test('an admin adds a webhook, sends a signed test call, pauses it and deletes it', async ({ page }) => {
  const calls: { headers: http.IncomingHttpHeaders; rawBody: string }[] = [];
  const receiver = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      calls.push({ headers: request.headers, rawBody: Buffer.concat(chunks).toString('utf8') });
      response.writeHead(202).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/fleet-e2e-${Date.now()}`;
  try {
    await signInAs(page, 'katrin.becker', '/dashboard/reminder-settings');
    const card = page.getByRole('region', { name: 'Webhooks' });

    // What is no web address is refused in the dialog, which stays open to correct it.
    await card.getByRole('button', { name: 'Add webhook' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a webhook' });
    await dialog.getByLabel('Address (URL)').fill('ftp://example.com/hook');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByRole('alert')).toContainText('starting with http:// or https://');
    await dialog.getByLabel('Address (URL)').fill(url);
    await dialog.getByLabel('What it is for').fill('Dispatch board');
    await dialog.getByRole('button', { name: 'Save' }).click();

    const secretDialog = page.getByRole('dialog', { name: 'The webhook’s secret' });
    const secret = await secretDialog.getByLabel('Secret').inputValue();
    expect(secret).toMatch(/^whsec_[0-9a-f]{64}$/);
    await secretDialog.getByRole('button', { name: 'Done' }).click();
    await expect(secretDialog).toHaveCount(0);

    const row = card.getByRole('listitem').filter({ hasText: url });
    await expect(row).toContainText(`Dispatch board · secret …${secret.slice(-4)}`);
    await row.getByRole('button', { name: 'Send a test' }).click();
    await expect(toast(page)).toContainText('The receiver took the test call (HTTP 202)');
    // Only test calls: reminders.spec.ts may run the company's check meanwhile, which calls every enabled webhook.
    const testCalls = calls.filter((call) => call.headers['x-fleet-event'] === 'test');
    expect(testCalls).toHaveLength(1);
    const [call] = testCalls;
    expect(call!.headers['x-fleet-signature']).toBe(`sha256=${createHmac('sha256', secret).update(call!.rawBody).digest('hex')}`);
    expect(JSON.parse(call!.rawBody)).toMatchObject({ event: 'test', reminder: null });

    // Paused: kept, but sent nothing until turned on again; the switch survives a reload.
    await row.getByRole('switch', { name: 'On' }).click();
    await expect(row.getByRole('switch', { name: 'On' })).not.toBeChecked();
    await expect(row.getByText('Paused')).toBeVisible();
    await page.reload();
    await expect(row.getByRole('switch', { name: 'On' })).not.toBeChecked();

    await row.getByRole('button', { name: 'Delete' }).click();
    const question = page.getByRole('dialog', { name: 'Delete the webhook?' });
    await expect(question).toContainText(url);
    await question.getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page)).toContainText('Webhook deleted');
    await expect(row).toHaveCount(0);
  } finally {
    // Whatever failed, no webhook of this test is left to call a receiver that is gone.
    const left = ((await (await page.request.get('/api/webhooks')).json()) as { data?: { id: string; url: string }[] }).data ?? [];
    for (const webhook of left.filter((each) => each.url === url)) await page.request.delete(`/api/webhooks/${webhook.id}`);
    await new Promise<void>((resolve) => receiver.close(() => resolve()));
  }
});
