import type { Page } from 'playwright-core';

/** One refusal of the page's Content-Security-Policy, as the page's document reported it. */
export interface CspViolation {
  directive: string;
  blocked: string;
  source: string;
}

/**
 * Records every CSP violation of a page: `securitypolicyviolation` events of each document it loads
 * (through an init script, so also the first page's), and the console's CSP errors (which also
 * cover what no event reaches, such as a srcdoc frame). Call before `goto`.
 */
export async function watchCsp(page: Page): Promise<() => Promise<string[]>> {
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content[- ]Security[- ]Policy/i.test(message.text())) consoleErrors.push(message.text());
  });
  await page.addInitScript(() => {
    const list: CspViolation[] = [];
    (window as unknown as { __cspViolations: CspViolation[] }).__cspViolations = list;
    document.addEventListener('securitypolicyviolation', (event) => {
      list.push({ directive: event.effectiveDirective, blocked: event.blockedURI, source: `${event.sourceFile}:${event.lineNumber}` });
    });
  });
  return async () => {
    const events = await page
      .evaluate(() => (window as unknown as { __cspViolations?: CspViolation[] }).__cspViolations ?? [])
      .catch(() => [] as CspViolation[]);
    return [...events.map((v) => `${v.directive} blocked ${v.blocked} (${v.source})`), ...consoleErrors];
  };
}
