import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../../test/render.tsx';
import { ReportDialog } from './ReportDialog.tsx';

describe('the detailed-report dialog', () => {
  it('keeps Generate Report disabled until name and e-mail are filled, then sends them with an empty phone', async () => {
    const onSubmit = vi.fn(async () => true);
    renderWithTheme(<ReportDialog opened onClose={() => undefined} onSubmit={onSubmit} />);
    const generate = await screen.findByRole('button', { name: 'Generate Report' });
    expect((generate as HTMLButtonElement).disabled).toBe(true);
    await userEvent.type(screen.getByLabelText(/^Full Name/), 'Ada Lovelace');
    expect((generate as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByLabelText(/^Email Address/) as HTMLInputElement).type).toBe('email');
    await userEvent.type(screen.getByLabelText(/^Email Address/), 'ada@example.com');
    expect((generate as HTMLButtonElement).disabled).toBe(false);
    await userEvent.click(generate);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ name: 'Ada Lovelace', email: 'ada@example.com', phone: '' }));
  });

  it('refuses a malformed e-mail with a message under the field, sending nothing', async () => {
    const onSubmit = vi.fn(async () => true);
    renderWithTheme(<ReportDialog opened onClose={() => undefined} onSubmit={onSubmit} />);
    await userEvent.type(await screen.findByLabelText(/^Full Name/), 'Ada');
    await userEvent.type(screen.getByLabelText(/^Email Address/), 'ada@example');
    await userEvent.click(screen.getByRole('button', { name: 'Generate Report' }));
    expect(await screen.findByText('Please enter a valid email address.')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
