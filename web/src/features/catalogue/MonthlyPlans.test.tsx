import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../../test/render.tsx';
import { MonthlyPlans } from './MonthlyPlans.tsx';

const plans = [
  { id: 'essential', name: 'Essential', price: '$1,000', features: 5 },
  { id: 'professional', name: 'Professional', price: '$5,000', features: 6 },
  { id: 'enterprise', name: 'Enterprise', price: '$15,000', features: 6 },
];

describe('monthly plans (docs/catalogue-and-cart.md#monthly-plans)', () => {
  it('shows Essential $1,000, Professional $5,000 and Enterprise $15,000 a month, with their features', () => {
    renderWithTheme(<MonthlyPlans />);
    const cards = within(screen.getByRole('list', { name: 'Monthly plans' })).getAllByRole('listitem', { name: /./ });
    expect(cards.map((c) => within(c).getByRole('heading', { level: 3 }).textContent)).toEqual(plans.map((p) => p.name));
    for (const [i, plan] of plans.entries()) {
      const card = within(cards[i]!);
      expect(card.getByText(plan.price)).toBeVisible();
      expect(card.getByText('/mo')).toBeVisible();
      expect(within(card.getByRole('list', { name: `${plan.name} plan includes` })).getAllByRole('listitem')).toHaveLength(plan.features);
    }
  });

  it('Get Started is a plain link to /checkout?plan={id}, described by its plan', () => {
    renderWithTheme(<MonthlyPlans />);
    const links = screen.getAllByRole('link', { name: 'Get Started' });
    expect(links.map((a) => a.getAttribute('href'))).toEqual(plans.map((p) => `/checkout?plan=${p.id}`));
    expect(links.map((a) => document.getElementById(a.getAttribute('aria-describedby')!)?.textContent)).toEqual(plans.map((p) => p.name));
  });
});
