import { expect, test } from './fixtures.ts';
import { registerAndSignIn, subscribeToRetainer, uniqueEmail } from './checkout-steps.ts';

test.describe("the portal dashboard shows the client's own purchases (tied to them by a paid order with their e-mail)", () => {
  test('a retainer paid with an e-mail shows on the dashboard of the account made with it, and on no other', async ({ page, browser }) => {
    const email = uniqueEmail('retainer.client');
    await subscribeToRetainer(page, 'transformation', 'Katherine Johnson', email, '$75,000');

    await registerAndSignIn(page, email);
    const subscriptions = page.getByRole('region', { name: 'Subscriptions' }).getByRole('list', { name: 'Subscriptions' });
    await expect(subscriptions).toContainText('Transformation retainer');
    await expect(subscriptions).toContainText('$75,000/mo');
    await expect(subscriptions.getByText('Active')).toBeVisible();
    // Its order, paid with the same e-mail, with the day it was paid; nothing invented beside it.
    await expect(page.getByRole('region', { name: 'Orders' }).getByRole('list', { name: 'Orders' })).toContainText('Transformation retainer');
    await expect(page.getByText('3 documents')).toHaveCount(0);

    const other = await browser.newPage();
    await registerAndSignIn(other, uniqueEmail('someone.else'));
    await expect(other.getByRole('region', { name: 'Subscriptions' })).toContainText('No subscriptions.');
    await expect(other.getByRole('region', { name: 'Orders' })).toContainText('No orders yet.');
    await other.close();
  });
});
