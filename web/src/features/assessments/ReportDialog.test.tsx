import { assessmentQuestions } from '@elite/contracts/catalogue/readiness-questions';
import { scoreAssessment, weightedScore } from '@elite/contracts/rules/readiness-assessment';
import { notifications } from '@mantine/notifications';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fieldMessage, findToast } from '../../../test/form-checks.ts';
import { renderWithTrpc } from '../../../test/render-trpc.tsx';
import { fail, mockTrpc, ok } from '../../../test/trpc-msw.ts';
import { ReportDialog } from './ReportDialog.tsx';

// Every question answered with its first option: the scores the page would show.
const answers = Object.fromEntries(assessmentQuestions.map((q) => [String(q.id), weightedScore(q, q.options[0]!.value)!]));
const result = { scores: scoreAssessment(answers), answers };

const field = (label: RegExp) => screen.getByLabelText<HTMLInputElement>(label);
const generate = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Generate Report' });

function renderDialog(onSent = vi.fn()) {
  renderWithTrpc(<ReportDialog opened onClose={() => undefined} result={result} onSent={onSent} />);
  return onSent;
}

describe('the detailed-report dialog (docs/assessments.md#report-request)', () => {
  beforeEach(() => notifications.clean());

  it('keeps Generate Report disabled until name and e-mail are filled, then sends them with an empty phone and the result', async () => {
    const calls = mockTrpc({ 'quizResults.create': () => ok({ id: '7b0e6a52-0000-4000-8000-000000000000' }) });
    const onSent = renderDialog();
    await screen.findByRole('button', { name: 'Generate Report' });
    expect(generate().disabled).toBe(true);
    await userEvent.type(field(/^Full Name/), 'Ada Lovelace');
    expect(generate().disabled).toBe(true);
    expect(field(/^Email Address/).type).toBe('email');
    await userEvent.type(field(/^Email Address/), 'ada@example.com');
    expect(generate().disabled).toBe(false);
    await userEvent.click(generate());
    await waitFor(() => expect(onSent).toHaveBeenCalledWith({ name: 'Ada Lovelace', email: 'ada@example.com', phone: '' }));
    expect(calls).toEqual([{ path: 'quizResults.create', input: { name: 'Ada Lovelace', email: 'ada@example.com', phone: '', ...result.scores, answers } }]);
    // Sent: the dialog keeps who asked, for a next request.
    expect(field(/^Full Name/).value).toBe('Ada Lovelace');
  });

  it('starts with the name and e-mail of the last report, so Back to Results loses nothing (docs/assessments.md#report-request)', async () => {
    renderWithTrpc(
      <ReportDialog
        opened
        onClose={() => undefined}
        result={result}
        onSent={vi.fn()}
        contact={{ name: 'Ada Lovelace', email: 'ada@example.com', phone: '' }}
      />,
    );
    expect((await screen.findByLabelText<HTMLInputElement>(/^Full Name/)).value).toBe('Ada Lovelace');
    expect(field(/^Email Address/).value).toBe('ada@example.com');
    expect(generate().disabled).toBe(false);
  });

  it('refuses a malformed e-mail with a message under the field, sending nothing', async () => {
    const calls = mockTrpc({});
    const onSent = renderDialog();
    await userEvent.type(await screen.findByLabelText(/^Full Name/), 'Ada');
    await userEvent.type(field(/^Email Address/), 'ada@example');
    await userEvent.click(generate());
    await waitFor(() => expect(fieldMessage(field(/^Email Address/))).toBe('Please enter a valid email address.'));
    expect(fieldMessage(field(/^Full Name/))).toBeNull();
    expect(onSent).not.toHaveBeenCalled();
    expect(calls).toEqual([]);
  });

  it('a contact field the server refuses shows its message under that field; the toast says it failed and the dialog keeps what was typed', async () => {
    mockTrpc({
      'quizResults.create': () =>
        fail('BAD_REQUEST', 'Some fields are invalid.', { formErrors: [], fieldErrors: { phone: ['Must be at most 30 characters'] } }),
    });
    const onSent = renderDialog();
    await userEvent.type(await screen.findByLabelText(/^Full Name/), 'Ada Lovelace');
    await userEvent.type(field(/^Email Address/), 'ada@example.com');
    await userEvent.type(field(/^Phone Number/), '212 555 0100');
    await userEvent.click(generate());
    expect(await findToast('Error')).toEqual({ title: 'Error', message: 'Failed to generate report. Please try again.', color: 'red' });
    expect(fieldMessage(field(/^Phone Number/))).toBe('Must be at most 30 characters');
    expect(fieldMessage(field(/^Email Address/))).toBeNull();
    expect(field(/^Full Name/).value).toBe('Ada Lovelace');
    expect(onSent).not.toHaveBeenCalled();
  });

  it('scores the server refuses are not the visitor’s to fix: only the toast, no field message', async () => {
    mockTrpc({
      'quizResults.create': () =>
        fail('BAD_REQUEST', 'Some fields are invalid.', { formErrors: [], fieldErrors: { overallScore: ['The scores do not match the answers.'] } }),
    });
    renderDialog();
    await userEvent.type(await screen.findByLabelText(/^Full Name/), 'Ada Lovelace');
    await userEvent.type(field(/^Email Address/), 'ada@example.com');
    await userEvent.click(generate());
    expect((await findToast('Error')).message).toBe('Failed to generate report. Please try again.');
    expect([/^Full Name/, /^Email Address/, /^Phone Number/].map((label) => fieldMessage(field(label)))).toEqual([null, null, null]);
  });
});
