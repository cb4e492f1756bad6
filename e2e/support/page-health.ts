import type { Page } from '@playwright/test';
import { VISITED_KEY } from '@bbg/contract';

export interface PageProblems {
  readonly consoleErrors: string[];
  readonly cspViolations: string[];
}

/**
 * Collects console errors and Content-Security-Policy violations for a page. Call before the first goto.
 * `expected` filters console errors a test provokes on purpose (a blocked remote, say).
 */
export async function watchPage(page: Page, expected: readonly RegExp[] = []): Promise<PageProblems> {
  const problems: PageProblems = { consoleErrors: [], cspViolations: [] };
  await page.exposeFunction('__reportCsp', (text: string) => problems.cspViolations.push(text));
  await page.addInitScript(() => {
    if (window.top !== window) return;
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { __reportCsp: (t: string) => void }).__reportCsp(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const text = message.text();
    // Playwright injects its init scripts into every frame; a sandboxed newsletter frame rightly blocks them.
    if (/^Blocked script execution in .* sandboxed/.test(text)) return;
    if (/Content.Security.Policy/i.test(text)) problems.cspViolations.push(text);
    else if (!expected.some((pattern) => pattern.test(text))) problems.consoleErrors.push(text);
  });
  page.on('pageerror', (error) => problems.consoleErrors.push(String(error)));
  return problems;
}

/** Marks the session as visited so the 3 s start-up loader does not run (tests of the loader itself skip this). */
export async function skipStartupLoader(page: Page): Promise<void> {
  await page.addInitScript((key) => {
    if (window.top === window) sessionStorage.setItem(key, 'true');
  }, VISITED_KEY);
}

/** Every dialog the page opens from now on, as `type: message`, each accepted (an alert would otherwise block the page). */
export function acceptDialogs(page: Page): string[] {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.accept();
  });
  return dialogs;
}
