import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createSecureContext, rootCertificates } from 'node:tls';
import { promisify } from 'node:util';
import { Agent } from 'undici';

/**
 * The cluster's own certificate authority and nginx's certificate for 127.0.0.1, made with
 * openssl for one run: what a deployment gets from its CA, and what the test's clients, the
 * instances (NODE_EXTRA_CA_CERTS) and the gateway's IPN sender are told to trust.
 */
export interface TestCertificates {
  /** The CA's certificate, PEM: the only thing anyone needs to trust. */
  ca: string;
  caFile: string;
  certificateFile: string;
  keyFile: string;
}

const openssl = promisify(execFile);
const EC_KEY = ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes'];

export async function makeTestCertificates(dir: string): Promise<TestCertificates> {
  await mkdir(dir, { recursive: true });
  const file = (name: string) => path.join(dir, name);
  await openssl('openssl', [
    'req',
    '-x509',
    ...EC_KEY,
    '-days',
    '2',
    '-subj',
    '/CN=DPMS cluster test CA',
    '-addext',
    'basicConstraints=critical,CA:TRUE',
    '-addext',
    'keyUsage=critical,keyCertSign,cRLSign',
    '-keyout',
    file('ca.key'),
    '-out',
    file('ca.crt'),
  ]);
  await openssl('openssl', [
    'req',
    '-new',
    ...EC_KEY,
    '-subj',
    '/CN=127.0.0.1',
    '-keyout',
    file('server.key'),
    '-out',
    file('server.csr'),
  ]);
  // A server certificate as a public CA issues one: the names in subjectAltName, for TLS servers only.
  await writeFile(
    file('server.ext'),
    [
      'subjectAltName=IP:127.0.0.1,DNS:localhost',
      'basicConstraints=critical,CA:FALSE',
      'keyUsage=critical,digitalSignature',
      'extendedKeyUsage=serverAuth',
    ].join('\n'),
  );
  await openssl('openssl', [
    'x509',
    '-req',
    '-in',
    file('server.csr'),
    '-CA',
    file('ca.crt'),
    '-CAkey',
    file('ca.key'),
    '-set_serial',
    `0x${randomBytes(16).toString('hex')}`,
    '-days',
    '2',
    '-extfile',
    file('server.ext'),
    '-out',
    file('server.crt'),
  ]);
  return {
    ca: await readFile(file('ca.crt'), 'utf8'),
    caFile: file('ca.crt'),
    certificateFile: file('server.crt'),
    keyFile: file('server.key'),
  };
}

/**
 * A dispatcher for fetch that trusts the public roots and this CA, verifying every certificate
 * as usual: for a test process that talks to the cluster through nginx. One TLS context for every
 * connection: given as `ca`, the 140-odd roots would be parsed again for each new connection
 * (50 ms of this process's CPU each, a stall for 200 students' reconnections after a reload).
 */
export function trustingAgent(ca: string): Agent {
  return new Agent({ connect: { secureContext: createSecureContext({ ca: [...rootCertificates, ca] }) } });
}
