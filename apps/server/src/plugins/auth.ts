import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type Auth, createAuth } from '../auth/auth.ts';
import { mountAuth } from '../auth/http.ts';
import type { Config } from '../config.ts';
import type { Mailer } from '../mail/mailer.ts';

declare module 'fastify' {
  interface FastifyInstance {
    auth: Auth;
  }
}

/** Creates better-auth over the app's database and mounts it at /api/auth/* (auth/http.ts). */
export const authPlugin = fp(async (app: FastifyInstance, opts: { config: Config; mailer: Mailer }) => {
  const auth = createAuth(opts.config, app.database.db, opts.mailer);
  app.decorate('auth', auth);
  app.decorateRequest('viewer', null);
  mountAuth(app, auth, opts.config);
});
