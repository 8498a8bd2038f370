import { expect, test } from './fixtures.ts';
import { registerAndSignIn, subscribeToRetainer, uniqueEmail } from './checkout-steps.ts';

test.describe("the portal dashboard shows the client's own purchases (matched by e-mail)", () => {
  test('a retainer paid with an e-mail shows on the dashboard of the account made with it, and on no other', async ({ page, browser }) => {
    const email = uniqueEmail('retainer.client');
    await subscribeToRetainer(page, 'transformation', 'Katherine Johnson', email, '$75,000');

    await registerAndSignIn(page, email);
    const mine = page.getByRole('region', { name: 'Your Formations & Subscriptions' });
    const subscriptions = mine.getByRole('list', { name: 'Subscriptions' });
    await expect(subscriptions).toContainText('Transformation retainer');
    await expect(subscriptions).toContainText('$75,000/mo');
    await expect(subscriptions.getByText('Active')).toBeVisible();
    // The documented placeholder cards stay beside it.
    await expect(page.getByText('3 documents')).toBeVisible();

    const other = await browser.newPage();
    await registerAndSignIn(other, uniqueEmail('someone.else'));
    await expect(other.getByRole('region', { name: 'Your Formations & Subscriptions' })).toContainText('Nothing yet');
    await other.close();
  });
});
