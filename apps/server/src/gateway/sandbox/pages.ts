import { formatTk } from '@dpms/shared/money';
import { escapeHtml } from '../../mail/html.ts';
import type { Outcome } from './controls.ts';
import { METHOD_DETAILS, type SandboxMethod } from './methods.ts';
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
fieldset{border:0;margin:0 0 1rem;padding:0}
legend{font-weight:600;margin:0 0 .5rem;padding:0}
.methods{display:grid;gap:.5rem}
.method{display:flex;align-items:center;gap:.6rem;border:1px solid #cbd5e1;border-radius:.5rem;padding:.6rem .75rem;cursor:pointer;font-weight:600}
.method:has(input:checked){border-color:#0f766e;background:#f0fdfa;box-shadow:0 0 0 1px #0f766e}
.method:has(input:focus-visible){outline:2px solid #0f766e;outline-offset:2px}
.method input{margin:0;accent-color:#0f766e}
.logo{display:inline-grid;place-items:center;flex:none;width:3rem;height:1.75rem;border-radius:.3rem;color:#fff;font-size:.7rem;font-weight:800;letter-spacing:.02em;white-space:nowrap}
.logo.visa{background:#1a1f71}.logo.master{background:#eb001b}.logo.amex{background:#2e77bc}
.logo.bkash{background:#e2136e}.logo.nagad{background:#f6921e;color:#111}.logo.dbblmobilebanking{background:#8c3494}
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

/** The mark each method wears on the page (the sandbox's own, drawn with letters). */
const METHOD_MARKS: Record<SandboxMethod, string> = {
  visa: 'VISA',
  master: 'MC',
  amex: 'AMEX',
  bkash: 'bK',
  nagad: 'N',
  dbblmobilebanking: 'R',
};

/**
 * The ways to pay the session offers, the first chosen: opened on one method (the merchant's
 * multi_card_name), the page offers only that one, as SSLCommerz's does.
 */
function methodChoice(methods: SandboxMethod[]): string {
  const options = methods
    .map((method, index) => {
      const { label } = METHOD_DETAILS[method];
      return `<label class="method"><input type="radio" name="method" value="${method}"${index === 0 ? ' checked' : ''}>
<span class="logo ${method}" aria-hidden="true">${METHOD_MARKS[method]}</span>${escapeHtml(label)}</label>`;
    })
    .join('\n');
  return `<fieldset><legend>Pay with</legend><div class="methods">
${options}
</div></fieldset>`;
}

/** The payment page: one form, the way to pay, one button per outcome (the button's value says which). */
export function paymentPage(session: SandboxSession, storeId: string, methods: SandboxMethod[]): string {
  return layout(
    'Pay',
    `<h1>Pay DPMS</h1>${details(session, storeId)}
<form method="post" action="gw.php">
<input type="hidden" name="SESSIONKEY" value="${escapeHtml(session.sessionKey)}">
${methodChoice(methods)}
<button class="primary" name="outcome" value="paid">Pay</button>
<button class="warn" name="outcome" value="risky">Pay (flagged as risky)</button>
<button name="outcome" value="failed">Fail</button>
<button name="outcome" value="cancelled">Cancel</button>
</form>
<p class="note">This is the project's SSLCommerz emulator. Pay completes at once with the method chosen above; nothing is charged.</p>`,
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
