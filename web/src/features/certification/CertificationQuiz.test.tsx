import { certificationQuestions } from '@elite/contracts/catalogue/certification';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/render.tsx';
import { mockTrpc, ok } from '../../../test/trpc-msw.ts';

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

describe('/certification-eligibility: the full report asks who it is for (docs/tools.md#the-report-asks-who-you-are)', () => {
  it('asks for name and e-mail, says the result is kept and an advisor may call, sends them with the answers before downloading', async () => {
    const calls = mockTrpc({ 'leads.certificationReport': () => ok({ id: 'l1' }) });
    const createObjectURL = vi.fn(() => 'blob:report');
    URL.createObjectURL = createObjectURL;
    URL.revokeObjectURL = vi.fn();
    await renderApp('/certification-eligibility');
    for (const q of certificationQuestions)
      await userEvent.click(within(await screen.findByTestId('certification-quiz')).getByRole('button', { name: q.options[0].label }));
    await userEvent.click(within(await screen.findByTestId('certification-results')).getByRole('button', { name: 'Download Full Report' }));
    const dialog = await screen.findByRole('dialog', { name: 'Your full report' });
    expect(within(dialog).getByText(/We keep your result with your name and e-mail address, and an advisor may contact you about it\./)).toBeVisible();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Download Full Report' }));
    expect(within(dialog).getByText('Please enter your full name.')).toBeVisible();
    expect(calls.some((c) => c.path === 'leads.certificationReport')).toBe(false);

    await userEvent.type(within(dialog).getByRole('textbox', { name: /Full Name/ }), 'Vera Jones');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Email Address/ }), 'vera@example.com');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Download Full Report' }));
    await waitFor(() =>
      expect(calls.find((c) => c.path === 'leads.certificationReport')?.input).toEqual({
        name: 'Vera Jones',
        email: 'vera@example.com',
        answers: Object.fromEntries(certificationQuestions.map((q) => [q.id, q.options[0].value])),
      }),
    );
    // The PDF reached the browser's download after the lead was recorded.
    await waitFor(() => expect(createObjectURL).toHaveBeenCalled());
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Your full report' })).toBeNull());
  });
});
