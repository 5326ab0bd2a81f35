import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

const base = { AUTH_SECRET: 'x'.repeat(40), DATA_DIR: '/tmp/dpms-config-test' };

describe('loadConfig', () => {
  it('uses the embedded defaults', () => {
    const config = loadConfig(base);
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      publicUrl: 'http://localhost:3000',
      databaseUrl: undefined,
      seedDemo: true,
    });
    expect(config.sslcommerz.baseUrl).toBe('http://localhost:3000/sandbox/sslcommerz');
    expect(config.sslcommerz.sandboxEnabled).toBe(true);
  });

  it.each([
    [{ PORT: 'abc' }, 'Invalid configuration: PORT must be a port number'],
    [{ PORT: '70000' }, 'Invalid configuration: PORT must be between 0 and 65535'],
    [
      { DATABASE_URL: 'mysql://x' },
      'Invalid configuration: DATABASE_URL must be a postgres:// or postgresql:// URL',
    ],
    [
      { PUBLIC_URL: 'localhost:3000' },
      'Invalid configuration: PUBLIC_URL must start with http:// or https://',
    ],
    [{ SEED_DEMO: 'maybe' }, 'Invalid configuration: SEED_DEMO must be true or false'],
    [
      { ADMIN_EMAIL: 'boss@dpms.local' },
      'Invalid configuration: ADMIN_PASSWORD ADMIN_EMAIL and ADMIN_PASSWORD go together',
    ],
    [
      { SMTP_URL: 'mail.example.com' },
      'Invalid configuration: SMTP_URL must look like smtp://user:pass@host:port',
    ],
  ])('stops on a bad value %o with one clear line', (env, message) => {
    expect(() => loadConfig({ ...base, ...env })).toThrow(ConfigError);
    expect(() => loadConfig({ ...base, ...env })).toThrow(message);
  });

  it('takes 30-second authenticator codes, shorter ones only outside production', () => {
    expect(loadConfig(base).totpPeriodSeconds).toBe(30);
    expect(loadConfig({ ...base, TOTP_PERIOD_SECONDS: '5' }).totpPeriodSeconds).toBe(5);
    expect(() => loadConfig({ ...base, TOTP_PERIOD_SECONDS: '2' })).toThrow(
      'Invalid configuration: TOTP_PERIOD_SECONDS must be at least 5',
    );
    expect(() => loadConfig({ ...base, NODE_ENV: 'production', TOTP_PERIOD_SECONDS: '5' })).toThrow(
      'TOTP_PERIOD_SECONDS must be 30 in production (authenticator apps show 30-second codes)',
    );
  });

  it('requires AUTH_SECRET in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: '/tmp/x' })).toThrow(
      'Invalid configuration: AUTH_SECRET is required in production',
    );
  });

  it('trusts no proxy unless told which addresses (or how many hops) to trust', () => {
    expect(loadConfig(base).trustProxy).toBe(false);
    expect(loadConfig({ ...base, TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ ...base, TRUST_PROXY: '127.0.0.1' }).trustProxy).toEqual(['127.0.0.1']);
    expect(loadConfig({ ...base, TRUST_PROXY: '10.0.0.0/8, loopback,fd00::/8' }).trustProxy).toEqual([
      '10.0.0.0/8',
      'loopback',
      'fd00::/8',
    ]);
    for (const bad of ['yes please', '10.0.0.0/33', '127.0.0.1,', 'nginx.internal']) {
      expect(() => loadConfig({ ...base, TRUST_PROXY: bad })).toThrow(
        "Invalid configuration: TRUST_PROXY must be the proxies' addresses (such as 127.0.0.1 or 10.0.0.0/8, or loopback), a number of proxy hops, true or false",
      );
    }
  });

  it('refuses to run production on the sandbox gateway or its password', () => {
    const production = { ...base, NODE_ENV: 'production' };
    expect(() => loadConfig(production)).toThrow(
      'Invalid configuration: SSLCOMMERZ_BASE_URL is required in production (the built-in sandbox takes no real money)',
    );
    expect(() =>
      loadConfig({ ...production, SSLCOMMERZ_BASE_URL: 'https://securepay.sslcommerz.com' }),
    ).toThrow(
      'Invalid configuration: SSLCOMMERZ_STORE_PASSWORD must be your own store password in production',
    );
    const real = loadConfig({
      ...production,
      SSLCOMMERZ_BASE_URL: 'https://securepay.sslcommerz.com',
      SSLCOMMERZ_STORE_ID: 'cse0live',
      SSLCOMMERZ_STORE_PASSWORD: 'a-real-password',
    });
    expect(real.sslcommerz.sandboxEnabled).toBe(false);
  });

  it('outside production, refuses a public address that is not this machine', () => {
    for (const env of ['development', 'test'])
      expect(() => loadConfig({ ...base, NODE_ENV: env, PUBLIC_URL: 'https://dpms.example.edu' })).toThrow(
        /^Invalid configuration: PUBLIC_URL must be a localhost or loopback address outside production/,
      );
    for (const url of [
      'http://localhost:3000',
      'http://127.0.0.1:4000',
      'http://dpms.localhost',
      'http://[::1]:3000',
    ])
      expect(loadConfig({ ...base, PUBLIC_URL: url }).publicUrl).toBe(url);
    // An explicit HOST is honoured (for a phone on the same Wi-Fi); the default stays on this machine.
    expect(loadConfig({ ...base, HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
  });

  it('refuses the demo seed and SSLCommerz test host in production, unless the test host is asked for', () => {
    const production = {
      ...base,
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://dpms.example.edu',
      SSLCOMMERZ_STORE_ID: 'cse0live',
      SSLCOMMERZ_STORE_PASSWORD: 'a-real-password',
      SSLCOMMERZ_BASE_URL: 'https://securepay.sslcommerz.com',
    };
    expect(loadConfig(production)).toMatchObject({ host: '0.0.0.0', seedDemo: false });
    expect(() => loadConfig({ ...production, SEED_DEMO: 'true' })).toThrow(
      'Invalid configuration: SEED_DEMO must not be true in production (the demo accounts have published passwords)',
    );
    const testHost = { ...production, SSLCOMMERZ_BASE_URL: 'https://sandbox.sslcommerz.com' };
    expect(() => loadConfig(testHost)).toThrow(
      /^Invalid configuration: SSLCOMMERZ_BASE_URL is SSLCommerz's test host/,
    );
    expect(loadConfig({ ...testHost, SSLCOMMERZ_SANDBOX: 'true' }).sslcommerz.baseUrl).toBe(
      'https://sandbox.sslcommerz.com',
    );
  });

  it('refuses production pointed at the built-in sandbox even with its own store password', () => {
    const production = {
      ...base,
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://dpms.example.edu/',
      SSLCOMMERZ_STORE_ID: 'cse0live',
      SSLCOMMERZ_STORE_PASSWORD: 'a-real-password',
    };
    for (const url of [
      'https://dpms.example.edu/sandbox/sslcommerz',
      'https://dpms.example.edu/sandbox/sslcommerz/',
    ]) {
      expect(() => loadConfig({ ...production, SSLCOMMERZ_BASE_URL: url })).toThrow(
        'Invalid configuration: SSLCOMMERZ_BASE_URL must name the real SSLCommerz gateway in production, not the built-in sandbox (it takes no real money)',
      );
    }
    // Without PUBLIC_URL the sandbox answers on localhost at PORT.
    const { PUBLIC_URL: _, ...onPort } = production;
    expect(() =>
      loadConfig({
        ...onPort,
        PORT: '8080',
        SSLCOMMERZ_BASE_URL: 'http://localhost:8080/sandbox/sslcommerz',
      }),
    ).toThrow('Invalid configuration: SSLCOMMERZ_BASE_URL must name the real SSLCommerz gateway');
    // Outside production the same setting is how the sandbox is turned on explicitly.
    const development = loadConfig({
      ...production,
      NODE_ENV: 'development',
      PUBLIC_URL: 'http://localhost:3000',
      SSLCOMMERZ_BASE_URL: 'http://localhost:3000/sandbox/sslcommerz',
    });
    expect(development.sslcommerz.sandboxEnabled).toBe(true);
  });

  it('turns the sandbox off when a real gateway is configured', () => {
    const config = loadConfig({ ...base, SSLCOMMERZ_BASE_URL: 'https://sandbox.sslcommerz.com' });
    expect(config.sslcommerz.sandboxEnabled).toBe(false);
  });
});
