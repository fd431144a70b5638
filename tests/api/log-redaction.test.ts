import { describe, expect, it } from 'vitest';
import { loggerOptions } from '../../server/logging';

/** Addresses that carry a secret are logged without it (server/logging.ts). */
describe('the request log', () => {
  const { serializers } = loggerOptions('info') as { serializers: { req: (request: { method: string; url: string }) => { url: string } } };
  const logged = (url: string) => serializers.req({ method: 'GET', url }).url;

  it.each([
    ['/api/calendar/0f1e2d3c4b5a69788796a5b4c3d2e1f00f1e2d3c4b5a69788796a5b4c3d2e1f0.ics', '/api/calendar/[redacted]'],
    ['/api/calendar/whatever.ics?x=1', '/api/calendar/[redacted]?x=1'],
    ['/api/auth/invitation?invite=secret&lang=en', '/api/auth/invitation?invite=[redacted]&lang=en'],
    ['/api/vehicles?q=AA', '/api/vehicles?q=AA'],
  ])('%s is logged as %s', (url, expected) => {
    expect(logged(url)).toBe(expected);
  });
});
