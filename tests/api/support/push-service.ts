import { createDecipheriv, createECDH, createPublicKey, hkdfSync, randomBytes, verify, type ECDH } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/*
 * A push service and a browser's side of Web Push, written from the RFCs with node:crypto alone, so
 * that Fleet's messages are checked by code that shares nothing with web-push: a device's keys (the
 * browser's), the decryption of a message (RFC 8291 over RFC 8188's aes128gcm) and the check of its
 * VAPID token (RFC 8292).
 */

/** A browser's subscription keys: a P-256 key pair (p256dh) and 16 random bytes (auth). */
export interface Device {
  ecdh: ECDH;
  p256dh: string;
  auth: string;
}

export function makeDevice(): Device {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { ecdh, p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') };
}

/** One message as the push service received it. */
export interface Received {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/**
 * The push service: a plain HTTP server on this machine that keeps every message. `answer` says its
 * status by the message's path (201 unless told otherwise), as a push service says 201 Created.
 */
export async function startPushService(answer: (path: string, earlier: Received[]) => number = () => 201) {
  const received: Received[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const message = { path: request.url ?? '', headers: request.headers, body: Buffer.concat(chunks) };
      const status = answer(
        message.path,
        received.filter((earlier) => earlier.path === message.path),
      );
      received.push(message);
      response.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { origin, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/**
 * RFC 8291 and RFC 8188: the body is a header (salt, record size, the sender's public key as key id)
 * and records of AES-128-GCM. The key and nonce come from the ECDH secret of the device's key pair
 * and the sender's key, mixed with the device's auth secret; each record's plaintext ends in its
 * padding delimiter (2 for the last record, 1 before it), then zeros.
 */
export function decrypt(body: Buffer, device: Device): string {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const keyIdLength = body[20]!;
  const senderKey = body.subarray(21, 21 + keyIdLength);
  const records = body.subarray(21 + keyIdLength);

  const secret = device.ecdh.computeSecret(senderKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), device.ecdh.getPublicKey(), senderKey]);
  const ikm = Buffer.from(hkdfSync('sha256', secret, Buffer.from(device.auth, 'base64url'), keyInfo, 32));
  const contentKey = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const baseNonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));

  const plain: Buffer[] = [];
  for (let offset = 0, sequence = 0; offset < records.length; offset += recordSize, sequence++) {
    const record = records.subarray(offset, offset + recordSize);
    // The record's sequence number XOR the nonce's last bytes (a message has far fewer than 2³² records).
    const nonce = Buffer.from(baseNonce);
    nonce.writeUInt32BE((nonce.readUInt32BE(8) ^ sequence) >>> 0, 8);
    const decipher = createDecipheriv('aes-128-gcm', contentKey, nonce);
    decipher.setAuthTag(record.subarray(record.length - 16));
    const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
    let end = padded.length - 1;
    while (end >= 0 && padded[end] === 0) end--;
    const last = offset + recordSize >= records.length;
    if (padded[end] !== (last ? 2 : 1)) throw new Error(`record ${sequence} ends in ${padded[end]}, not its padding delimiter`);
    plain.push(padded.subarray(0, end));
  }
  return Buffer.concat(plain).toString('utf8');
}

/** RFC 8292: `Authorization: vapid t=<JWT>, k=<public key>`, the JWT signed with ES256 by that key's private half. */
export function readVapid(authorization: string | undefined) {
  const match = /^vapid t=([\w-]+)\.([\w-]+)\.([\w-]+), k=([\w-]+)$/.exec(authorization ?? '');
  if (!match) throw new Error(`not a VAPID authorization: ${authorization}`);
  const [, header, claims, signature, key] = match as unknown as [string, string, string, string, string];
  const point = Buffer.from(key, 'base64url');
  const publicKey = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: point.subarray(1, 33).toString('base64url'), y: point.subarray(33, 65).toString('base64url') },
    format: 'jwk',
  });
  const signed = verify(
    'sha256',
    Buffer.from(`${header}.${claims}`),
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  return {
    key,
    signed,
    header: JSON.parse(Buffer.from(header, 'base64url').toString('utf8')) as { typ: string; alg: string },
    claims: JSON.parse(Buffer.from(claims, 'base64url').toString('utf8')) as { aud: string; exp: number; sub: string },
  };
}
