import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { findToast, toastsShown } from '../../../test/form-checks.ts';
import { renderApp } from '../../../test/render.tsx';

const button = (card: HTMLElement, name: string) => within(card).getByRole('button', { name });
/** What the card shows under its form once calculated (its aria-live result slot), or '' before. */
const resultOf = (card: HTMLElement) => card.querySelector('[aria-live="polite"]')!.textContent;

describe('/calculators', () => {
  // Toasts live in a module-level store: start each test with none.
  beforeEach(() => notifications.clean());

  it('has the three calculators and a way to /contact', async () => {
    await renderApp('/calculators');
    await screen.findByRole('heading', { name: 'Entity Structure Calculator' });
    expect(
      screen
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent)
        .slice(0, 3),
    ).toEqual(['Entity Structure Calculator', 'ROI Calculator', 'Tax Savings Calculator']);
    expect(screen.getByRole('link', { name: 'Get Personalized Advice' }).getAttribute('href')).toBe('/contact');
  });

  it('the entity calculator asks for revenue, then suggests by revenue and owners', async () => {
    await renderApp('/calculators');
    const card = await screen.findByTestId('entity-calculator');
    await userEvent.click(button(card, 'Get Recommendation'));
    expect(await findToast('Missing information')).toEqual({ title: 'Missing information', message: 'Please enter your expected revenue', color: 'red' });
    expect(resultOf(card)).toBe('');
    await userEvent.type(within(card).getByLabelText(/Expected annual revenue/), '49999');
    await userEvent.click(button(card, 'Get Recommendation'));
    await waitFor(() => expect(within(card).getByText('Recommended structure').nextElementSibling?.textContent).toBe('Sole Proprietorship or LLC'));
    expect(resultOf(card)).not.toMatch(/operating agreement/);
    await userEvent.clear(within(card).getByLabelText('Number of owners'));
    await userEvent.type(within(card).getByLabelText('Number of owners'), '2');
    await userEvent.click(button(card, 'Get Recommendation'));
    await waitFor(() => expect(resultOf(card)).toContain('With more than one owner, put an operating agreement in place'));
  });

  it('the ROI calculator needs both fields, says a missing one before a $0 investment, and refuses a $0 investment saying what is wrong (docs/tools.md#roi-calculator)', async () => {
    await renderApp('/calculators');
    const card = await screen.findByTestId('roi-calculator');
    await userEvent.type(within(card).getByLabelText(/Expected monthly revenue/), '1000');
    await userEvent.click(button(card, 'Calculate ROI'));
    expect(await findToast('Missing information')).toEqual({ title: 'Missing information', message: 'Please fill in all fields', color: 'red' });
    await userEvent.type(within(card).getByLabelText(/Initial investment/), '0');
    await userEvent.click(button(card, 'Calculate ROI'));
    await waitFor(() => expect(toastsShown()).toEqual([{ title: 'Check the investment', message: 'Enter an investment above $0', color: 'red' }]));
    expect(resultOf(card)).toBe('');
    await userEvent.clear(within(card).getByLabelText(/Initial investment/));
    await userEvent.type(within(card).getByLabelText(/Initial investment/), '7000');
    await userEvent.click(button(card, 'Calculate ROI'));
    await waitFor(() => expect(resultOf(card)).toBe('First-year ROI71.43%Annual revenue$12,000Net return$5,000'));
  });

  it('the tax savings calculator needs the entity too, and shows the savings at its rate', async () => {
    await renderApp('/calculators');
    const card = await screen.findByTestId('tax-calculator');
    await userEvent.type(within(card).getByLabelText(/Annual business income/), '100000');
    await userEvent.click(button(card, 'Calculate Savings'));
    expect(await findToast('Missing information')).toEqual({ title: 'Missing information', message: 'Please fill in all fields', color: 'red' });
    await userEvent.selectOptions(within(card).getByRole('combobox', { name: /Entity type/ }), 'S-Corporation');
    await userEvent.click(button(card, 'Calculate Savings'));
    await waitFor(() => expect(within(card).getByText('Estimated annual tax savings').nextElementSibling?.textContent).toBe('$20,000'));
  });
});
