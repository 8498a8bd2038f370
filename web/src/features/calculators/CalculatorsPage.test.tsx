import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render.tsx';

describe('/calculators', () => {
  it('has the three calculators and a way to /contact', async () => {
    await renderApp('/calculators');
    for (const name of ['Entity Structure Calculator', 'ROI Calculator', 'Tax Savings Calculator']) expect(await screen.findByRole('heading', { name })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Get Personalized Advice' }).getAttribute('href')).toBe('/contact');
  });

  it('the entity calculator asks for revenue, then suggests by revenue and owners', async () => {
    await renderApp('/calculators');
    const card = await screen.findByTestId('entity-calculator');
    await userEvent.click(within(card).getByRole('button', { name: 'Get Recommendation' }));
    expect(await screen.findByText('Please enter your expected revenue')).toBeTruthy();
    await userEvent.type(within(card).getByLabelText(/Expected annual revenue/), '49999');
    await userEvent.click(within(card).getByRole('button', { name: 'Get Recommendation' }));
    expect(within(card).getByText('Sole Proprietorship or LLC')).toBeTruthy();
    expect(within(card).queryByText(/operating agreement/)).toBeNull();
    await userEvent.clear(within(card).getByLabelText('Number of owners'));
    await userEvent.type(within(card).getByLabelText('Number of owners'), '2');
    await userEvent.click(within(card).getByRole('button', { name: 'Get Recommendation' }));
    expect(within(card).getByText(/operating agreement/)).toBeTruthy();
  });

  it('the ROI calculator needs both fields and refuses a $0 investment', async () => {
    await renderApp('/calculators');
    const card = await screen.findByTestId('roi-calculator');
    await userEvent.type(within(card).getByLabelText(/Expected monthly revenue/), '1000');
    await userEvent.click(within(card).getByRole('button', { name: 'Calculate ROI' }));
    expect(await screen.findByText('Please fill in all fields')).toBeTruthy();
    await userEvent.type(within(card).getByLabelText(/Initial investment/), '0');
    await userEvent.click(within(card).getByRole('button', { name: 'Calculate ROI' }));
    expect(await screen.findByText('The investment must be more than $0')).toBeTruthy();
    expect(within(card).queryByText('First-year ROI')).toBeNull();
  });
});
