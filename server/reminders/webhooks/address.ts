import dns from 'node:dns';
import net from 'node:net';
import ipaddr from 'ipaddr.js';
import { messages } from '../../../contract/messages';

/**
 * Whether Fleet may call this IP address: only public unicast ones, unless WEBHOOK_ALLOW_PRIVATE is
 * set (docs/reminders.md, Webhooks). Loopback, private, link-local (the clouds' metadata service at
 * 169.254.169.254), carrier-grade NAT, unique-local, multicast and reserved addresses would let an
 * admin make Fleet call into the network it runs in.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  // An IPv4 address written as IPv6 (::ffff:127.0.0.1) counts as the IPv4 one.
  const parsed = ipaddr.process(address);
  if (parsed.range() !== 'unicast') return false;
  // IPv6: only global unicast (2000::/3); ipaddr.js calls the old IPv4-compatible ::a.b.c.d unicast too.
  return parsed.kind() === 'ipv4' || parsed.match(GLOBAL_UNICAST);
}

const GLOBAL_UNICAST = ipaddr.parseCIDR('2000::/3');

/** How long saving a webhook waits for its host name to resolve: the save holds a database connection meanwhile. */
const LOOKUP_DEADLINE_MS = 5_000;

/** A URL's host as an IP address, where it is written as one ([::1] → ::1); otherwise null. */
function literalAddress(hostname: string): string | null {
  const bare = hostname.startsWith('[') && hostname.endsWith(']') ? hostname.slice(1, -1) : hostname;
  return net.isIP(bare) ? bare : null;
}

/**
 * Why a webhook may not call this URL, or null: its host resolves to no address, or to one that is not
 * public. Said when an admin saves it; the call itself checks again as it connects (guardedLookup),
 * since a name may point elsewhere by then.
 */
export async function refusedWebhookUrl(url: string, allowPrivate: boolean): Promise<string | null> {
  if (allowPrivate) return null;
  const { hostname } = new URL(url);
  const literal = literalAddress(hostname);
  if (literal) return isPublicAddress(literal) ? null : messages.webhookPrivateAddress;
  let addresses: dns.LookupAddress[];
  try {
    addresses = await Promise.race([
      dns.promises.lookup(hostname, { all: true, verbatim: true }),
      new Promise<never>((_, reject) => setTimeout(() => reject(new Error('no answer in time')), LOOKUP_DEADLINE_MS).unref()),
    ]);
  } catch {
    return messages.webhookUnknownHost;
  }
  return addresses.every(({ address }) => isPublicAddress(address)) ? null : messages.webhookPrivateAddress;
}

/** The connection's own name lookup: it refuses a name that resolves to an address Fleet may not call. */
export const guardedLookup: net.LookupFunction = (hostname, options, callback) => {
  dns.lookup(hostname, { ...options, all: true, verbatim: true }, (error, addresses) => {
    if (error) return callback(error, '', 0);
    // Which private address it was stays out of the message: admins read it in the log, and it would map the inside network.
    if (addresses.some(({ address }) => !isPublicAddress(address))) {
      return callback(new Error(`${hostname} resolves to an address that is not public`), '', 0);
    }
    if (options.all) return (callback as unknown as (error: null, addresses: dns.LookupAddress[]) => void)(null, addresses);
    const [first] = addresses;
    if (!first) return callback(new Error(`${hostname} resolves to no address`), '', 0);
    callback(null, first.address, first.family);
  });
};

/** Whether the URL names its host by an address Fleet may not call (a name is checked as it connects). */
export function literalRefused(url: URL): boolean {
  const literal = literalAddress(url.hostname);
  return literal !== null && !isPublicAddress(literal);
}
