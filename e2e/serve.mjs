// Starts the built server for the browser journeys on a fresh data directory with demo data, and
// before it a local OpenID Connect provider (fixtures/oidc-provider.mjs) for third-party sign-in.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startOidcProvider } from './fixtures/oidc-provider.mjs';
import { TOTP_PERIOD_SECONDS } from './totp-period.mjs';

const port = process.env.E2E_PORT ?? '3100';
const publicUrl = `http://localhost:${port}`;
const dataDir = path.join(os.tmpdir(), `dpms-e2e-${port}`);
rmSync(dataDir, { recursive: true, force: true });
// Up before the server, which reads the provider's discovery document as it starts.
const oidc = await startOidcProvider(publicUrl);
const server = spawn(process.execPath, [path.resolve(import.meta.dirname, '../apps/server/dist/server.js')], {
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: 'development',
    PORT: port,
    HOST: '127.0.0.1',
    PUBLIC_URL: publicUrl,
    DATA_DIR: dataDir,
    SEED_DEMO: 'true',
    RATE_LIMIT: 'false',
    // Refunds and promotions want a sign-in this recent (10 minutes in production): short here,
    // so a journey can meet the "sign in again" prompt without waiting ten minutes.
    FRESH_SIGN_IN_SECONDS: '45',
    // An admin's next authenticator code within seconds, not up to half a minute (totp-period.mjs).
    TOTP_PERIOD_SECONDS: String(TOTP_PERIOD_SECONDS),
    LOG_LEVEL: 'warn',
    OIDC_ISSUER: oidc.issuer,
    OIDC_CLIENT_ID: oidc.clientId,
    OIDC_CLIENT_SECRET: oidc.clientSecret,
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', async (code) => {
  await oidc.close();
  process.exit(code ?? 0);
});
