import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { messages } from '../../contract/messages';
import { webhooks } from '../../server/db/schema';
import { isPublicAddress } from '../../server/reminders/webhooks/address';
import { postSigned } from '../../server/reminders/webhooks/post';
import { expectFailure } from './support/maintenance-suite';
import { worldTest } from './support/world';

/*
 * Webhooks never call loopback or private addresses unless WEBHOOK_ALLOW_PRIVATE is set (docs/reminders.md,
 * Webhooks): an admin could otherwise make Fleet call into the network it runs in (the database, the
 * clouds' metadata service). Refused when the webhook is saved, by address or by the name's addresses,
 * and again as a call connects, whatever the name resolves to by then.
 */
const { t, world, as } = await worldTest();

const receiverHits: string[] = [];
const receiver = http.createServer((request, response) => {
  receiverHits.push(request.url ?? '');
  response.writeHead(204).end();
});
await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
const port = (receiver.address() as AddressInfo).port;
afterAll(() => new Promise<void>((resolve) => receiver.close(() => resolve())));

describe('webhook addresses', () => {
  it.each([
    'http://127.0.0.1/hook',
    'http://localhost:8080/hook',
    'http://[::1]/hook',
    'http://10.1.2.3/hook',
    'http://172.16.0.1/hook',
    'http://192.168.1.20/hook',
    'http://169.254.169.254/latest/meta-data',
    'http://100.64.0.1/hook',
    'http://0.0.0.0/hook',
    'http://[fd00::1]/hook',
    'http://[fe80::1]/hook',
    'http://[::ffff:127.0.0.1]/hook',
    'http://2130706433/hook',
    'http://0x7f.1/hook',
    'http://[::127.0.0.1]/hook',
    'http://[64:ff9b::a00:1]/hook',
  ])('%s is refused on the field', async (url) => {
    expectFailure(await as.admin.post('/api/webhooks', { url }), 400, messages.webhookPrivateAddress, 'url');
  });

  it('a name that does not resolve is refused on the field', async () => {
    expectFailure(
      await as.admin.post('/api/webhooks', { url: 'https://no-such-host.invalid/hook' }),
      400,
      messages.webhookUnknownHost,
      'url',
    );
  });

  it('a public address is taken, and a change to a private one is refused', async () => {
    const created = await as.admin.post('/api/webhooks', { url: 'https://93.184.215.14/hook' });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const { id, version } = created.body.data;
    expectFailure(
      await as.admin.put(`/api/webhooks/${id}`, { url: 'http://192.168.0.1/', enabled: true, version }),
      400,
      messages.webhookPrivateAddress,
      'url',
    );
    expect((await as.admin.get(`/api/webhooks/${id}`)).body.data.url).toBe('https://93.184.215.14/hook');
  });

  it('a webhook saved while private addresses were allowed can still be paused: only a new address is checked', async () => {
    const [saved] = await t.db
      .insert(webhooks)
      .values({ companyId: world.companyA.id, url: 'http://10.9.8.7/hook', secret: 'a-secret-saved-earlier-0000' })
      .returning();
    const paused = await as.admin.put(`/api/webhooks/${saved!.id}`, {
      url: 'http://10.9.8.7/hook',
      enabled: false,
      version: saved!.version,
    });
    expect(paused.status, JSON.stringify(paused.body)).toBe(200);
    expect(paused.body.data.enabled).toBe(false);
  });

  it('a call refuses a private address as it connects, by address or by name, and the receiver hears nothing', async () => {
    const body = { id: 'x', event: 'test' as const, company_id: 'c', sent_at: new Date().toISOString(), reminder: null };
    const byAddress = await postSigned(`http://127.0.0.1:${port}/by-address`, 'secret', body, false);
    expect(byAddress).toMatchObject({ delivered: false, statusCode: null, error: '127.0.0.1 is not a public address' });
    const byName = await postSigned(`http://localhost:${port}/by-name`, 'secret', body, false);
    expect(byName).toMatchObject({ delivered: false, statusCode: null });
    // Said without the address it found: the log would otherwise map the inside network.
    expect(byName.error).toBe('localhost resolves to an address that is not public');
    expect(receiverHits).toEqual([]);
    // With private addresses allowed, the same call goes through.
    expect(await postSigned(`http://localhost:${port}/allowed`, 'secret', body, true)).toMatchObject({ delivered: true, statusCode: 204 });
    expect(receiverHits).toEqual(['/allowed']);
  });

  it('counts only public unicast addresses as public', () => {
    expect(['8.8.8.8', '93.184.215.14', '2606:4700:4700::1111'].map(isPublicAddress)).toEqual([true, true, true]);
    const refused = [
      '127.0.0.1',
      '10.0.0.1',
      '::1',
      'fc00::1',
      '::ffff:10.0.0.1',
      '224.0.0.1',
      '255.255.255.255',
      '::7f00:1',
      '64:ff9b::a00:1',
      'not an address',
    ];
    expect(refused.map(isPublicAddress)).toEqual(refused.map(() => false));
  });
});
