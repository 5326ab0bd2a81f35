/**
 * Reading the sandbox's "Return to merchant" page (pages.ts `returnPage`) as a browser would:
 * where its form posts and its hidden inputs. Free of imports, so the server's tests and the e2e
 * journeys (e2e/fixtures/sandbox.ts) share this one copy.
 */

/** The hidden inputs of the sandbox's "Return to merchant" form, and where it posts. */
export function returnForm(html: string): { action: string; fields: Record<string, string> } {
  const action = /<form method="post" action="([^"]*)"/.exec(html)?.[1];
  if (action === undefined) throw new Error('No return form in this page');
  const fields: Record<string, string> = {};
  for (const [, name, value] of html.matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)">/g)) {
    fields[unescapeHtml(name!)] = unescapeHtml(value!);
  }
  return { action: unescapeHtml(action), fields };
}

function unescapeHtml(text: string): string {
  return text
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');
}
