import type { Page } from '@playwright/test';
import { paidLlcFormationThroughTheApi, uniqueEmail } from './checkout-steps.ts';
import { signUpThroughApi } from './portal-account.ts';

/**
 * A portal client with a paid formation of a long name (for its status badge and progress on the dashboard),
 * registered, confirmed and signed in on `page`'s browser through the documented calls. Answers the business name.
 */
export async function signedInClientWithAFormation(page: Page, baseURL: string, label: string): Promise<string> {
  const email = uniqueEmail(label);
  const business = `Northern Lights International Holdings and Ventures ${Date.now()} LLC`;
  await paidLlcFormationThroughTheApi(page.request, { businessName: business, email });
  await signUpThroughApi(page.request, baseURL, { email, password: 'correct-horse-battery', fullName: 'Katherine Johnson', companyName: 'Johnson Orbits LLC' });
  return business;
}
