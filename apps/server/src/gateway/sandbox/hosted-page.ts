import type { FastifyInstance, FastifyReply } from 'fastify';
import { stringFields } from '../form-body.ts';
import type { Outcome, SandboxControls } from './controls.ts';
import { isSandboxMethod } from './methods.ts';
import { messagePage, paymentPage, returnPage } from './pages.ts';

const OUTCOMES = new Set<string>(['paid', 'risky', 'failed', 'cancelled']);
const hidden = { schema: { hide: true } };

function html(reply: FastifyReply, status: number, page: string) {
  return reply.code(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(page);
}

/** gw.php: the page the browser is sent to (GET) and its buttons (POST). */
export function registerHostedPage(app: FastifyInstance, controls: SandboxControls): void {
  const { storeId } = controls.credentials;
  const gone = (reply: FastifyReply) =>
    html(
      reply,
      404,
      messagePage(
        'Session not found',
        'This payment session does not exist. The sandbox keeps sessions in memory only, so a server restart forgets them: start the checkout again.',
      ),
    );
  const expired = (reply: FastifyReply) =>
    html(
      reply,
      410,
      messagePage('Session expired', 'This payment session has expired: start the checkout again.'),
    );

  app.get('/gw.php', hidden, async (request, reply) => {
    const session = controls.session(stringFields(request.query).SESSIONKEY ?? '');
    if (!session) return gone(reply);
    if (session.expired) return expired(reply);
    return html(reply, 200, paymentPage(session, storeId, controls.methodsOf(session)));
  });

  app.post('/gw.php', hidden, async (request, reply) => {
    const form = stringFields(request.body);
    const session = controls.session(form.SESSIONKEY ?? '');
    if (!session) return gone(reply);
    if (session.expired) return expired(reply);
    if (!OUTCOMES.has(form.outcome ?? '')) {
      return html(
        reply,
        400,
        messagePage('Choose an outcome', 'Press Pay, Fail or Cancel on the payment page.'),
      );
    }
    const outcome = form.outcome as Outcome;
    // A page always sends the method chosen on it; a form without one pays with the first offered.
    const method = form.method;
    if (method !== undefined && !(isSandboxMethod(method) && controls.methodsOf(session).includes(method))) {
      return html(
        reply,
        400,
        messagePage('Choose a way to pay', 'Choose one of the ways to pay that the payment page offers.'),
      );
    }
    try {
      const { url, fields } = controls.complete(session.sessionKey, outcome, method);
      return html(reply, 200, returnPage(outcome, url, fields));
    } catch (error) {
      return html(reply, 429, messagePage('Too many attempts', (error as Error).message));
    }
  });
}
