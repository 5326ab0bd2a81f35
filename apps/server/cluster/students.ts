import { createHmac } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { createVerifiedAccount } from '../src/auth/verified-accounts.ts';
import { signIn } from '../test/load/payment-load.ts';

/** Every cluster student's password (the backup drill signs one in on the restored copy). */
export const STUDENT_PASSWORD = 'Cluster-Test-Pass-2026';

/**
 * The cluster test's students. A password hash costs half a second of CPU here (scrypt), so the
 * accounts share one hash, a few students sign in through nginx for real, and the others get
 * their session straight in the database, as better-auth's sign-in would make it (a row in
 * `session`, the cookie signed with AUTH_SECRET): every instance then checks it on every request.
 */
export async function createStudents(
  control: FastifyInstance,
  { count, signingIn, url }: { count: number; signingIn: number; url: string },
): Promise<string[]> {
  const auth = await control.auth.$context;
  const password = STUDENT_PASSWORD;
  // __Secure-dpms.session_token when PUBLIC_URL is https, as the instances name it.
  const cookieName = auth.authCookies.sessionToken.name;
  const passwordHash = await auth.password.hash(password);
  const stamp = Date.now().toString(36);
  const cookies: string[] = [];
  for (let i = 0; i < count; i += 20) {
    const batch = Array.from({ length: Math.min(20, count - i) }, (_, j) => i + j);
    cookies.push(
      ...(await Promise.all(
        batch.map(async (n) => {
          const email = `cluster.${stamp}.${n}@example.edu`;
          const id = await createVerifiedAccount(control, {
            email,
            password,
            passwordHash,
            name: `Cluster Student ${n}`,
            role: 'student',
            studentId: `CL${stamp}${n}`.slice(0, 32),
            batch: '10th',
          });
          if (n < signingIn) return signIn(url, url, email, password);
          const session = await auth.internalAdapter.createSession(id);
          const signature = createHmac('sha256', control.config.authSecret)
            .update(session.token)
            .digest('base64');
          return `${cookieName}=${encodeURIComponent(`${session.token}.${signature}`)}`;
        }),
      )),
    );
  }
  return cookies;
}
