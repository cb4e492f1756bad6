import type { Page, Request } from '@playwright/test';
import { ENQUIRY_PATH } from '@bbg/contract';

/** The provider's enquiry endpoint, on whatever host config.json names. */
export const ENQUIRY = `**${ENQUIRY_PATH}`;

/** Answers every enquiry a page sends as the provider does when it takes one, and keeps each request, in order. */
export async function answerEnquiries(page: Page): Promise<readonly Request[]> {
  const sent: Request[] = [];
  await page.route(ENQUIRY, (route) => {
    sent.push(route.request());
    return route.fulfill({ status: 200, body: '{}' });
  });
  return sent;
}
