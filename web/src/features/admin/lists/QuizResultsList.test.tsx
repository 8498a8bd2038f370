import type { SessionUser } from '@elite/contracts/schemas/auth';
import type { Page } from '@elite/contracts/schemas/pagination';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../../test/render.tsx';
import { mockTrpc, ok } from '../../../../test/trpc-msw.ts';
import { scoreColor } from './QuizResultsList.tsx';

const admin: SessionUser = { id: 'u1', role: 'admin', name: 'Morgan Reyes', email: null, username: 'morgan', companyName: null };
const emptyPage = () => ok<Page<never>>({ items: [], total: 0, page: 1, pageSize: 25 });
const row = (name: string, overallScore: number, scoreLevel: string, reportSent: boolean) => ({
  id: crypto.randomUUID(),
  createdAt: '2026-11-23T15:00:00.000Z',
  name,
  email: `${name.split(' ')[0]!.toLowerCase()}@example.com`,
  phone: '',
  overallScore,
  scoreLevel,
  reportSent,
  categoryScores: [{ name: 'Financial Health', percentage: overallScore }],
  followUps: 0,
  lastFollowUpAt: null,
});

describe('admin Quiz Results', () => {
  it.each([
    [100, 'green'],
    [80, 'green'],
    [79, 'yellow'],
    [60, 'yellow'],
    [59, 'red'],
    [0, 'red'],
  ])('a score of %i%% is %s (the 80 and 60 cutoffs)', (score, colour) => expect(scoreColor(score)).toBe(colour));

  it('shows each result with its score and level, and the report as Sent or Pending', async () => {
    mockTrpc({
      'auth.session': () => ok(admin),
      'admin.summary': () => ok({ totalContacts: 0, todaysContacts: 0, quizResults: 2, upcomingAppointments: 0 }),
      'admin.contacts': emptyPage,
      'admin.quizResults': () =>
        ok({ items: [row('Ada Sent', 82, 'High Growth', true), row('Grace Pending', 45, 'Developing', false)], total: 2, page: 1, pageSize: 25 }),
    });
    await renderApp('/admin?tab=quiz-results');
    const table = await screen.findByRole('table', { name: 'Quiz Results' });
    const sent = (await within(table).findByText('Ada Sent')).closest('tr')!;
    expect(sent.textContent).toContain('82%');
    expect(sent.textContent).toContain('High Growth');
    expect(sent.textContent).toContain('Sent');
    const pending = within(table).getByText('Grace Pending').closest('tr')!;
    expect(pending.textContent).toContain('45%');
    expect(pending.textContent).toContain('Pending');
  });
});
