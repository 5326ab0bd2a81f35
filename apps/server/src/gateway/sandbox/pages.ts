import { formatTk } from '@dpms/shared/money';
import { escapeHtml } from '../../mail/html.ts';
import type { Outcome } from './controls.ts';
import type { SandboxSession } from './store.ts';

/**
 * The hosted page's HTML. No scripts at all: the app's CSP forbids inline scripts, so every
 * step is a plain form. Inline styles are allowed by that CSP and keep the page one response.
 */
const STYLE = `
*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f1f5f9;color:#0f172a}
.mark{background:#b45309;color:#fff;text-align:center;font-weight:700;padding:.6rem 1rem;letter-spacing:.02em}
main{max-width:28rem;margin:1.5rem auto;padding:0 1rem}
.card{background:#fff;border:1px solid #e2e8f0;border-radius:.75rem;padding:1.25rem;box-shadow:0 1px 2px rgba(0,0,0,.05)}
h1{font-size:1.25rem;margin:0 0 1rem}
dl{margin:0 0 1.25rem;display:grid;grid-template-columns:auto 1fr;gap:.4rem 1rem}
dt{color:#64748b}dd{margin:0;font-weight:600;word-break:break-all}
.amount{font-size:1.5rem;color:#0f766e}
button{display:block;width:100%;margin:.5rem 0 0;padding:.8rem 1rem;border-radius:.5rem;border:1px solid #cbd5e1;background:#fff;color:#0f172a;font:inherit;font-weight:600;cursor:pointer}
button.primary{background:#0f766e;border-color:#0f766e;color:#fff}
button.warn{border-color:#f59e0b;color:#92400e}
p.note{color:#64748b;font-size:.875rem;margin:1rem 0 0}
`;

function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><link rel="icon" href="data:,">
<title>${escapeHtml(title)} · SSLCommerz sandbox</title><style>${STYLE}</style></head>
<body><div class="mark" role="note">SANDBOX — no real money moves</div>
<main><div class="card">${body}</div></main></body></html>`;
}

function details(session: SandboxSession, storeId: string): string {
  return `<dl>
<dt>Merchant</dt><dd>DPMS (${escapeHtml(storeId)})</dd>
<dt>Item</dt><dd>${escapeHtml(session.productName)}</dd>
<dt>Amount</dt><dd class="amount">${escapeHtml(formatTk(session.amountPoisha))}</dd>
<dt>Transaction</dt><dd>${escapeHtml(session.tranId)}</dd>
</dl>`;
}

/** The payment page: one form, one button per outcome (the button's value says which). */
export function paymentPage(session: SandboxSession, storeId: string): string {
  return layout(
    'Pay',
    `<h1>Pay DPMS</h1>${details(session, storeId)}
<form method="post" action="gw.php">
<input type="hidden" name="SESSIONKEY" value="${escapeHtml(session.sessionKey)}">
<button class="primary" name="outcome" value="paid">Pay</button>
<button class="warn" name="outcome" value="risky">Pay (flagged as risky)</button>
<button name="outcome" value="failed">Fail</button>
<button name="outcome" value="cancelled">Cancel</button>
</form>
<p class="note">This is the project's SSLCommerz emulator. Pay completes at once; no card is charged.</p>`,
  );
}

const RESULT_TITLES: Record<Outcome, string> = {
  paid: 'Payment complete',
  risky: 'Payment complete (flagged as risky)',
  failed: 'Payment failed',
  cancelled: 'Payment cancelled',
};

/**
 * After a button: the real gateway auto-posts the callback to the merchant with a script; ours
 * may not run scripts, so the customer presses one more button that posts the same form.
 */
export function returnPage(outcome: Outcome, url: string, fields: Record<string, string>): string {
  const inputs = Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('\n');
  return layout(
    RESULT_TITLES[outcome],
    `<h1>${escapeHtml(RESULT_TITLES[outcome])}</h1>
<p>Transaction ${escapeHtml(fields.tran_id ?? '')}</p>
<form method="post" action="${escapeHtml(url)}">
${inputs}
<button class="primary">Return to merchant</button>
</form>
<p class="note">The real SSLCommerz returns you automatically; the sandbox needs this one click.</p>`,
  );
}

/** Anything the page cannot do: unknown or expired session, too many attempts. */
export function messagePage(title: string, message: string): string {
  return layout(title, `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p>`);
}
