import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../../test/render.tsx';
import { RetainerPlans } from './RetainerPlans.tsx';

const plans = [
  { name: 'Foundation', price: '$25,000', id: 'foundation' },
  { name: 'Transformation', price: '$75,000', id: 'transformation' },
  { name: 'Enterprise', price: '$250,000', id: 'enterprise' },
];

describe('retainer plans', () => {
  it('shows the three plans in order with their monthly prices', () => {
    renderWithTheme(<RetainerPlans />);
    const cards = within(screen.getByRole('list', { name: 'Retainer plans' })).getAllByRole('listitem', { name: /./ });
    expect(cards.map((c) => within(c).getByRole('heading', { level: 3 }).textContent)).toEqual(plans.map((p) => p.name));
    for (const [i, plan] of plans.entries()) {
      const card = within(cards[i]!);
      expect(card.getByText(plan.price)).toBeVisible();
      expect(card.getByText('/mo')).toBeVisible();
    }
  });

  it('each plan has a description and its features', () => {
    renderWithTheme(<RetainerPlans />);
    const foundation = within(screen.getByRole('listitem', { name: 'Foundation' }));
    expect(foundation.getByText(/90-day path to being fundable/)).toBeVisible();
    expect(within(foundation.getByRole('list', { name: 'Foundation includes' })).getAllByRole('listitem').length).toBe(7);
    expect(within(screen.getByRole('list', { name: 'Enterprise includes' })).getAllByRole('listitem').length).toBe(8);
  });

  it('only Transformation is marked Most Popular', () => {
    renderWithTheme(<RetainerPlans />);
    expect(screen.getAllByText('Most Popular')).toHaveLength(1);
    expect(within(screen.getByRole('listitem', { name: 'Transformation' })).getByText('Most Popular')).toBeVisible();
  });

  it('Subscribe Now is a plain link to /checkout-simple?plan={checkoutPlan} (a full page load), described by its plan; the Enterprise retainer is enterprise-retainer (docs/subscriptions-and-intake.md#simple-checkout)', () => {
    renderWithTheme(<RetainerPlans />);
    const links = screen.getAllByRole('link', { name: 'Subscribe Now' });
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      '/checkout-simple?plan=foundation',
      '/checkout-simple?plan=transformation',
      '/checkout-simple?plan=enterprise-retainer',
    ]);
    expect(links.map((a) => document.getElementById(a.getAttribute('aria-describedby')!)?.textContent)).toEqual(plans.map((p) => p.name));
  });

  it('can put the plan names at another heading level', () => {
    renderWithTheme(<RetainerPlans headingOrder={4} />);
    expect(screen.getAllByRole('heading', { level: 4 })).toHaveLength(3);
  });
});
