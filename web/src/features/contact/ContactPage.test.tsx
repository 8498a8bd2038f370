import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ws } from 'msw';
import { describe, expect, it } from 'vitest';
import { company, companyAddressLine } from '@elite/contracts/catalogue/company';
import { server } from '../../../test/msw-server.ts';
import { renderApp } from '../../../test/render.tsx';
import { OPEN_CHAT_EVENT } from './ContactPage.tsx';

describe('/contact', () => {
  it('has its h1, the phone and e-mail as links, the address, hours and the 24-hour promise', async () => {
    await renderApp('/contact');
    const main = within(screen.getByRole('main'));
    expect(main.getByRole('heading', { level: 1 }).textContent).toBe('Talk with a senior advisor');
    expect(main.getByRole('link', { name: company.phoneDisplay }).getAttribute('href')).toBe(`tel:${company.phoneE164}`);
    expect(main.getByRole('link', { name: company.email }).getAttribute('href')).toBe(`mailto:${company.email}`);
    expect(main.getByText(companyAddressLine).textContent).toBe(companyAddressLine);
    expect(main.getByText('Monday-Friday 9 AM-6 PM EST').textContent).toBe('Monday-Friday 9 AM-6 PM EST');
    expect(main.getByText('We respond within 24 hours').textContent).toBe('We respond within 24 hours');
  });

  it('offers the free 30-minute consultation through Schedule Consultation, a link to /schedule', async () => {
    await renderApp('/contact');
    expect(screen.getByRole('heading', { name: 'Free 30-minute consultation' }).textContent).toBe('Free 30-minute consultation');
    expect(screen.getByRole('link', { name: 'Schedule Consultation' }).getAttribute('href')).toBe('/schedule');
  });

  it('Live Chat announces elite:open-chat, the chat widget opens, and the page goes nowhere', async () => {
    // The opened widget connects; a socket that accepts and says nothing is enough here.
    server.use(ws.link('ws://localhost:3000/ws/chat').addEventListener('connection', () => {}));
    const { router } = await renderApp('/contact');
    let opened = 0;
    const listener = () => opened++;
    window.addEventListener(OPEN_CHAT_EVENT, listener);
    try {
      await userEvent.click(screen.getByRole('button', { name: 'Live Chat' }));
    } finally {
      window.removeEventListener(OPEN_CHAT_EVENT, listener);
    }
    expect(OPEN_CHAT_EVENT).toBe('elite:open-chat');
    expect(opened).toBe(1);
    expect((await screen.findByRole('form', { name: 'Start a chat' })).getAttribute('aria-label')).toBe('Start a chat');
    expect(router.state.location.pathname).toBe('/contact');
  });

  it('a service that is not text is ignored rather than breaking the page', async () => {
    await renderApp('/contact?service=%7B%22a%22%3A1%7D');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Talk with a senior advisor');
    expect(screen.queryByText(/Regarding:/)).toBeNull();
  });
});
