import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { securityPlugin } from './security.ts';

/** A site served over HTTPS behind a proxy at 127.0.0.1, as `npm run test:cluster` runs it. */
const config = loadConfig({
  AUTH_SECRET: 'x'.repeat(40),
  DATA_DIR: '/tmp/dpms-security-test',
  PUBLIC_URL: 'https://127.0.0.1:8443',
  TRUST_PROXY: '127.0.0.1',
});

async function siteBehindProxy() {
  const app = Fastify({ trustProxy: config.trustProxy as string[] });
  await app.register(securityPlugin, { config });
  app.get('/', async (request) => ({ ip: request.ip, protocol: request.protocol }));
  return app;
}

describe('security headers behind a TLS proxy', () => {
  it('send HSTS over HTTPS at the trusted proxy, and never to a forged X-Forwarded-Proto from elsewhere', async () => {
    const app = await siteBehindProxy();
    const forged = { 'x-forwarded-for': '203.0.113.9', 'x-forwarded-proto': 'https' };

    const viaProxy = await app.inject({ url: '/', headers: forged, remoteAddress: '127.0.0.1' });
    expect(viaProxy.json()).toEqual({ ip: '203.0.113.9', protocol: 'https' });
    expect(viaProxy.headers['strict-transport-security']).toMatch(/^max-age=\d+/);

    // Straight to the instance from another address: its own address, plain HTTP, no HSTS.
    const direct = await app.inject({ url: '/', headers: forged, remoteAddress: '198.51.100.4' });
    expect(direct.json()).toEqual({ ip: '198.51.100.4', protocol: 'http' });
    expect(direct.headers['strict-transport-security']).toBeUndefined();
    expect(direct.headers['content-security-policy']).toContain('upgrade-insecure-requests');

    // The proxy's own plain-HTTP request (a health check) gets none either.
    const plain = await app.inject({ url: '/', remoteAddress: '127.0.0.1' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    await app.close();
  });
});
