import { assessmentQuestions } from '@elite/contracts/catalogue/readiness-questions';
import { scoreAssessment, weightedScore } from '@elite/contracts/rules/readiness-assessment';
import type { Locator, Page } from '@playwright/test';
import { chat, say, startChat } from './chat-steps.ts';
import { formationData, paidLlcFormationThroughTheApi, paidOrderThroughTheApi, uniqueEmail } from './checkout-steps.ts';
import { expect, test } from './fixtures.ts';
import { adminSection, signInAsAdmin } from './sign-in.ts';
import { mailTo } from './site-data.ts';
import { addNote, findAndOpen, moveTo, moveWithReason, searchList } from './work-queue-steps.ts';

// docs/admin.md#work-queues: for each kind of record, what staff do with it, as they would tell it: find it by
// search, open it, move it along its workflow (docs/admin.md#status-workflows), note it, and where the change
// matters to the client, the client's mail (docs/admin.md#what-the-client-hears).

/** A word no other journey's record has, so a search finds this record alone. */
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** The open list's row of the one record found. */
const foundRow = (page: Page, list: string) => page.getByRole('table', { name: list, exact: true }).getByRole('row').nth(1);

/** The drawer's "Move to …" buttons, by their names. */
const offeredMoves = (drawer: Locator) => drawer.getByRole('group', { name: 'Move to' }).getByRole('button');

/** The $75,000 Transformation retainer of /checkout-simple, paid with the test card: an order and its subscription. */
const paidRetainer = (page: Page, name: string, email: string) =>
  paidOrderThroughTheApi(page.request, '/api/create-subscription-payment-simple', { planId: 'transformation', amount: 75000, name, email });

async function openList(page: Page, list: string) {
  await signInAsAdmin(page);
  await adminSection(page, list).click();
  await expect(page.getByRole('heading', { level: 1, name: list, exact: true })).toBeVisible();
}

test.describe('admin record journeys', () => {
  test('an entity formation: found by its name, moved Received → In progress → Filed and noted; the client is mailed that it was filed', async ({ page }) => {
    const email = uniqueEmail('journey-entity');
    const business = `Journey Entity ${unique()} LLC`;
    await paidLlcFormationThroughTheApi(page.request, { businessName: business, email, contactName: 'Evelyn Entity', phone: '(212) 555-0142' });
    await openList(page, 'Entity Formations');
    const drawer = await findAndOpen(page, 'Entity Formations', business, business);
    await expect(offeredMoves(drawer)).toHaveText(['Move to In progress', 'Move to Cancelled']);

    await moveTo(page, drawer, 'Received', 'In progress');
    await moveTo(page, drawer, 'In progress', 'Filed');
    await expect(offeredMoves(drawer)).toHaveText(['Move to Completed', 'Move to Cancelled']);
    await addNote(drawer, 'Filed online with Delaware; the state answers within 7-10 business days.');
    await expect(drawer.getByTestId('history-entry').filter({ hasText: 'Received → In progress' })).toHaveCount(1);
    await expect(foundRow(page, 'Entity Formations')).toContainText('Filed');

    const mail = await mailTo(email, /formation was filed$/);
    expect(mail.subject).toBe('Your LLC formation was filed');
    // The address was typed at checkout: the mail names the formation by kind and order, never by the typed name.
    expect(mail.text).toMatch(/We filed your .+ formation \(order EBA-\d+\) with the State of Delaware/);
    expect(mail.text).not.toContain(business);
    // The staff's note is theirs alone.
    expect(mail.text).not.toContain('7-10 business days');
  });

  test('a business formation of a paid plan: found by its name, moved to In progress and noted', async ({ page }) => {
    const business = `Journey Formation ${unique()} LLC`;
    await paidOrderThroughTheApi(page.request, '/api/create-subscription-payment', {
      planId: 'professional',
      amount: 5000,
      businessData: formationData(uniqueEmail('journey-formation'), business),
    });
    await openList(page, 'Business Formations');
    const drawer = await findAndOpen(page, 'Business Formations', business, business);
    await expect(offeredMoves(drawer)).toHaveText(['Move to In progress', 'Move to Cancelled']);
    await moveTo(page, drawer, 'Received', 'In progress');
    await expect(offeredMoves(drawer)).toHaveText(['Move to Filed', 'Move to Cancelled']);
    await addNote(drawer, 'Waiting for the registered agent to sign.');
    await expect(foundRow(page, 'Business Formations')).toContainText('In progress');
  });

  test('a business intake: found by its name, moved New → Reviewed and noted; nothing is left to move', async ({ page }) => {
    const business = `Journey Intake ${unique()}`;
    const sent = await page.request.post('/api/business-intake', {
      data: {
        planType: 'essential',
        businessName: business,
        businessType: 'llc',
        stateOfFormation: 'NY',
        responsiblePartyName: 'Ida Intake',
        responsiblePartyEmail: uniqueEmail('journey-intake'),
        responsiblePartyPhone: '(212) 555-0143',
      },
    });
    expect(sent.status()).toBe(201);
    await openList(page, 'Business Intakes');
    const drawer = await findAndOpen(page, 'Business Intakes', business, business);
    await expect(offeredMoves(drawer)).toHaveText(['Move to Reviewed']);
    await moveWithReason(page, drawer, 'New', 'Reviewed', 'Every answer is there');
    await expect(drawer.getByRole('group', { name: 'Move to' })).toHaveCount(0);
    await addNote(drawer, 'Answers complete; handed to formations.');
    await expect(foundRow(page, 'Business Intakes')).toContainText('Reviewed');
  });

  test('an order: found by the client’s e-mail, fulfilled, then refunded with a reason and noted; the client is mailed the refund', async ({ page }) => {
    const email = uniqueEmail('journey-order');
    await paidRetainer(page, 'Otto Order', email);
    await openList(page, 'Orders');
    const drawer = await findAndOpen(page, 'Orders', email, /^EBA-\d+: Otto Order$/);
    const reference = /EBA-\d+/.exec((await foundRow(page, 'Orders').textContent()) ?? '')![0];
    // Simulated payments: staff may fulfil or refund a paid order (docs/admin.md#status-workflows).
    await expect(offeredMoves(drawer)).toHaveText(['Move to Fulfilled', 'Move to Refunded']);

    await moveTo(page, drawer, 'Paid', 'Fulfilled');
    await expect(offeredMoves(drawer)).toHaveText(['Move to Refunded']);
    await moveWithReason(page, drawer, 'Fulfilled', 'Refunded', 'Client asked to cancel within the first week');
    await expect(drawer.getByRole('group', { name: 'Move to' })).toHaveCount(0);
    await addNote(drawer, 'Refund confirmed to the client by phone.');
    await expect(foundRow(page, 'Orders')).toContainText('Refunded');

    // The refund ends the retainer the order started, in the same one mail (docs/admin.md#refunds-and-formations).
    const mail = await mailTo(email, /was refunded/);
    expect(mail.subject).toBe(`Your order ${reference} was refunded and your Transformation retainer subscription cancelled`);
    expect(mail.text).toContain('$75,000');
    expect(mail.text).toContain('you will not be charged for it again');
    expect(mail.text).not.toContain('first week');
    await drawer.getByRole('button', { name: 'Close record' }).click();
    await adminSection(page, 'Subscriptions').click();
    await expect(page.getByRole('heading', { level: 1, name: 'Subscriptions', exact: true })).toBeVisible();
    await searchList(page, email);
    await expect(page.getByRole('table', { name: 'Subscriptions', exact: true }).getByRole('row')).toHaveCount(2);
    await expect(foundRow(page, 'Subscriptions')).toContainText('Cancelled');
  });

  test('a subscription: found by the client’s e-mail, cancelled with a reason (its only move) and noted', async ({ page }) => {
    const email = uniqueEmail('journey-subscription');
    await paidRetainer(page, 'Sasha Subscriber', email);
    await openList(page, 'Subscriptions');
    const drawer = await findAndOpen(page, 'Subscriptions', email, /: Sasha Subscriber$/);
    await expect(offeredMoves(drawer)).toHaveText(['Move to Cancelled']);
    await moveWithReason(page, drawer, 'Active', 'Cancelled', 'Client moved the work in-house');
    await expect(drawer.getByRole('group', { name: 'Move to' })).toHaveCount(0);
    await addNote(drawer, 'Offered a pause instead; declined.');
    await expect(foundRow(page, 'Subscriptions')).toContainText('Cancelled');
  });

  test('a chat conversation: found by the visitor’s e-mail and noted; it offers no moves, its status follows the messages', async ({
    page,
    browser,
    baseURL,
  }) => {
    const email = uniqueEmail('journey-chat');
    const message = `Can you help with a foreign LLC? (${unique()})`;
    const visitorContext = await browser.newContext();
    const visitor = await visitorContext.newPage();
    await visitor.goto(`${baseURL}/services`);
    await startChat(visitor, 'Chloe Chat', email);
    await say(visitor, message);
    await expect(chat(visitor).getByRole('log')).toContainText(message);
    await visitorContext.close();

    await openList(page, 'Chat Conversations');
    const drawer = await findAndOpen(page, 'Chat Conversations', email, 'Chloe Chat');
    await expect(foundRow(page, 'Chat Conversations')).toContainText('Waiting for us');
    await expect(drawer.getByRole('region', { name: 'Transcript' })).toContainText(message);
    await expect(drawer.getByRole('group', { name: 'Move to' })).toHaveCount(0);
    await addNote(drawer, 'Answer by e-mail with the foreign qualification steps.');
    await expect(drawer.getByTestId('history-entry')).toHaveCount(1);
  });

  test('a proposal request, which asks no business type, reads Business type "Not specified" in its drawer (docs/admin.md#contact-submissions)', async ({
    page,
  }) => {
    const email = uniqueEmail('journey-proposal');
    const sent = await page.request.post('/api/proposals', {
      data: {
        firstName: 'Pia',
        lastName: 'Proposal',
        email,
        phone: '(212) 555-0145',
        company: 'Pia Holdings',
        items: [{ serviceId: 'executive-brand-identity', quantity: 1 }],
      },
    });
    expect(sent.status()).toBe(201);
    await openList(page, 'Contact Submissions');
    const drawer = await findAndOpen(page, 'Contact Submissions', email, 'Pia Proposal');
    await expect(drawer.getByText('Business type', { exact: true }).locator('xpath=following-sibling::dd')).toHaveText('Not specified');
  });

  test('a quiz result: found by the e-mail of the report request, moved to Contacted and noted', async ({ page }) => {
    const email = uniqueEmail('journey-quiz');
    // Every question answered with its second option, scored the way the quiz page scores it.
    const answers = Object.fromEntries(assessmentQuestions.map((q) => [String(q.id), weightedScore(q, 'b')!]));
    const sent = await page.request.post('/api/quiz-results', {
      data: { name: 'Quentin Quiz', email, phone: '(212) 555-0144', ...scoreAssessment(answers), answers },
    });
    expect(sent.status()).toBe(201);
    await openList(page, 'Quiz Results');
    const drawer = await findAndOpen(page, 'Quiz Results', email, 'Quentin Quiz');
    await expect(offeredMoves(drawer)).toHaveText(['Move to Contacted', 'Move to Lost']);
    await moveTo(page, drawer, 'New', 'Contacted');
    await expect(offeredMoves(drawer)).toHaveText(['Move to Qualified', 'Move to Lost']);
    await addNote(drawer, 'Called: interested in the Professional plan.');
    await expect(foundRow(page, 'Quiz Results')).toContainText('Contacted');
  });
});
