import { certificationQuestions } from '@elite/contracts/catalogue/certification';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render.tsx';

describe('/certification-eligibility', () => {
  it('shows question 1 of 8 with Previous question disabled and nothing focused by the quiz', async () => {
    await renderApp('/certification-eligibility');
    const quiz = await screen.findByTestId('certification-quiz');
    expect(within(quiz).getByText('Question 1 of 8')).toBeVisible();
    expect(within(quiz).getByRole<HTMLButtonElement>('button', { name: 'Previous question' }).disabled).toBe(true);
    expect(document.activeElement?.id).not.toBe('certification-question');
  });

  it('choosing an answer moves on at once and focuses the next question; the last answer shows the results', async () => {
    await renderApp('/certification-eligibility');
    const quiz = await screen.findByTestId('certification-quiz');
    await userEvent.click(within(quiz).getByRole('button', { name: 'Less than 51%' }));
    expect(within(quiz).getByText('Question 2 of 8')).toBeVisible();
    expect(document.activeElement?.textContent).toBe(certificationQuestions[1].question);

    for (const q of certificationQuestions.slice(1)) {
      await userEvent.click(within(screen.getByTestId('certification-quiz')).getByRole('button', { name: q.options.at(-1)!.label }));
    }
    const results = await screen.findByTestId('certification-results');
    expect(document.activeElement?.textContent).toBe('No certification fits your answers yet');
    for (const name of ['Start Over', 'Download Full Report']) expect(within(results).getByRole('button', { name })).toBeVisible();
    expect(within(results).getByRole('link', { name: 'Get Expert Guidance' }).getAttribute('href')).toBe('/contact');
    expect(within(results).getByRole('link', { name: 'View Certification Services' }).getAttribute('href')).toBe('/services');

    await userEvent.click(within(results).getByRole('button', { name: 'Start Over' }));
    expect(within(await screen.findByTestId('certification-quiz')).getByText('Question 1 of 8')).toBeVisible();
  });
});
