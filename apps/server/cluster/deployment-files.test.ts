import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { nginxConfig } from './nginx.ts';
import { makeTestCertificates, type TestCertificates } from './tls.ts';

/**
 * The deployment the repository ships (ops/, shown in docs/deployment.md) is the one the cluster
 * test runs: the nginx site file has the generated configuration's directives, in the same
 * blocks and order, and nginx accepts it; the systemd unit passes `systemd-analyze verify` and
 * has what docs/deployment.md promises; the environment file is one the server accepts.
 */
const root = path.resolve(import.meta.dirname, '../../..');
const NGINX_SITE = path.join(root, 'ops/nginx/dpms.conf');
const UNIT = path.join(root, 'ops/systemd/dpms@.service');
const ENV_EXAMPLE = path.join(root, 'ops/systemd/dpms.env.example');
const NGINX = existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx';
const run = promisify(execFile);

let dir: string;
let certificates: TestCertificates;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'dpms-deployment-files-'));
  certificates = await makeTestCertificates(path.join(dir, 'tls'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** Lines that name this machine (addresses, paths, process settings), not the site's behaviour. */
const LOCAL = /^(listen|server_name|ssl_certificate|ssl_certificate_key|[a-z_]+_temp_path|access_log) /;

/** The directives and block lines of an nginx text, one a line, comments and local lines left out. */
function directives(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.replace(/(^|\s)#.*$/, '').trim())
    .filter((line) => line !== '' && !LOCAL.test(line))
    .map((line) => line.replace(/^proxy_cache_path \S+/, 'proxy_cache_path <dir>'));
}

describe('ops/nginx/dpms.conf', () => {
  it('is what the cluster test runs, inside http { }, but for addresses and paths', async () => {
    const generated = nginxConfig({
      port: 443,
      httpPort: 80,
      tls: certificates,
      dir,
      upstreams: [{ port: 3001 }, { port: 3002 }, { port: 3003 }],
      webDist: '/srv/dpms/apps/web/dist',
    });
    const http = generated.slice(
      generated.indexOf('\nhttp {\n') + '\nhttp {\n'.length,
      generated.lastIndexOf('}'),
    );
    let site = await readFile(NGINX_SITE, 'utf8');
    // Production only: the ACME challenge on port 80.
    site = site.replace(/\n\s*location \/\.well-known\/acme-challenge\/ \{[^}]*\}/, '');
    // The generator leaves brotli_static out where Debian's module is not installed.
    if (!generated.includes('brotli_static')) site = site.replace(/\n\s*brotli_static on;/g, '');
    expect(directives(site)).toEqual(directives(http));
  });

  it('is accepted by nginx -t', async () => {
    const site = (await readFile(NGINX_SITE, 'utf8'))
      .replace('/etc/ssl/dpms/fullchain.pem', certificates.certificateFile)
      .replace('/etc/ssl/dpms/privkey.pem', certificates.keyFile)
      .replace('/var/cache/nginx/dpms', path.join(dir, 'cache'));
    await writeFile(path.join(dir, 'dpms.conf'), site);
    const brotli = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';
    await writeFile(
      path.join(dir, 'nginx.conf'),
      `${existsSync(brotli) ? `load_module ${brotli};\n` : ''}pid ${dir}/nginx.pid;\nerror_log ${dir}/error.log;\nevents {}\nhttp {\n  include ${dir}/dpms.conf;\n}\n`,
    );
    const { stderr } = await run(NGINX, [
      '-t',
      '-p',
      dir,
      '-c',
      path.join(dir, 'nginx.conf'),
      '-e',
      path.join(dir, 'error.log'),
    ]);
    expect(stderr).toContain('test is successful');
    expect(stderr).not.toContain('[warn]');
  });

  it('is the configuration docs/deployment.md shows', async () => {
    const docs = await readFile(path.join(root, 'docs/deployment.md'), 'utf8');
    const blocks = [...docs.matchAll(/```nginx\n([\s\S]*?)```/g)].map((m) => m[1]);
    expect(blocks).toContain(await readFile(NGINX_SITE, 'utf8'));
  });
});

/** An INI-style unit file as key → values (a key may repeat). */
function unitKeys(text: string): Map<string, string[]> {
  const keys = new Map<string, string[]>();
  let section = '';
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) continue;
    const header = /^\[(\w+)\]$/.exec(line);
    if (header) {
      section = header[1]!;
      continue;
    }
    const [key, ...value] = line.split('=');
    const name = `${section}.${key}`;
    keys.set(name, [...(keys.get(name) ?? []), value.join('=')]);
  }
  return keys;
}

describe('ops/systemd', () => {
  it('dpms@.service runs one instance per port, restarts it on failure, and lets it write DATA_DIR only', async () => {
    const keys = unitKeys(await readFile(UNIT, 'utf8'));
    const one = (key: string) => keys.get(key)?.join(' ');
    expect(one('Service.EnvironmentFile')).toBe('/etc/dpms/dpms.env');
    expect(one('Service.Environment')?.split(' ')).toContain('PORT=%i');
    expect(one('Service.ExecStart')).toMatch(/^\/usr\/bin\/node (.* )?apps\/server\/dist\/server\.js$/);
    expect(one('Service.Restart')).toBe('on-failure');
    expect(one('Service.NoNewPrivileges')).toBe('yes');
    expect(one('Service.ProtectSystem')).toBe('strict');
    const env = Object.fromEntries(
      (await readFile(ENV_EXAMPLE, 'utf8'))
        .split('\n')
        .filter((line) => /^[A-Z_]+=/.test(line))
        .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
    );
    expect(one('Service.ReadWritePaths')?.split(' ')).toContain(env.DATA_DIR);
    expect(one('Install.WantedBy')).toBe('multi-user.target');

    // The environment file is one the server starts with, once given its secret.
    const config = loadConfig({ ...env, PORT: '3001', NODE_ENV: 'production', AUTH_SECRET: 'x'.repeat(64) });
    expect(config.publicUrl).toMatch(/^https:\/\//);
    expect(config.trustProxy).toEqual(['127.0.0.1']);
    expect(() => loadConfig({ ...env, PORT: '3001', NODE_ENV: 'production' })).toThrow('AUTH_SECRET');
  });

  it.skipIf(!existsSync('/usr/bin/systemd-analyze'))(
    'dpms@.service passes systemd-analyze verify',
    async () => {
      let unit = await readFile(UNIT, 'utf8');
      // A machine whose node is elsewhere (nvm, a CI image) checks the unit with that one.
      if (!existsSync('/usr/bin/node')) unit = unit.replace('/usr/bin/node', process.execPath);
      const unitDir = path.join(dir, 'units');
      await mkdir(unitDir, { recursive: true });
      await writeFile(path.join(unitDir, 'dpms@.service'), unit);
      // An instance of the template, as `systemctl start dpms@3001` makes it. Unknown keys are only
      // warnings to systemd (exit 0): any line about the unit fails the test too.
      const { stdout, stderr, code } = await run('systemd-analyze', ['verify', './dpms@3001.service'], {
        cwd: unitDir,
      }).then(
        (done) => ({ ...done, code: 0 }),
        (error: { stdout: string; stderr: string; code: number }) => error,
      );
      expect(`${stdout}${stderr}`.split('\n').filter((line) => line.includes('dpms'))).toEqual([]);
      expect(code).toBe(0);
    },
  );
});
