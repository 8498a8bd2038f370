import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { fieldMessage } from '../../../test/form-checks.ts';
import { server } from '../../../test/msw-server.ts';
import { renderApp } from '../../../test/render.tsx';

/** POST /api/tools/name-search answered by `answer`; returns the bodies it received. */
function nameSearchServer(answer: () => Response) {
  const bodies: unknown[] = [];
  server.use(
    http.post('http://localhost:3000/api/tools/name-search', async ({ request }) => {
      bodies.push(await request.json());
      return answer();
    }),
  );
  return bodies;
}

const output = () => screen.getByTestId('name-test-output').textContent;
const field = (label: string) => screen.getByRole<HTMLInputElement>('textbox', { name: label });

describe('/business-name-test (docs/tools.md#name-search-test-page)', () => {
  it('sends the three raw fields as typed and prints the JSON answer', async () => {
    const answer = { available: true, message: 'ok', filingName: 'Test Business LLC', suggestions: [] };
    const bodies = nameSearchServer(() => HttpResponse.json(answer));
    await renderApp('/business-name-test');
    expect(output()).toBe('No request sent yet.');
    await userEvent.clear(field('state'));
    await userEvent.type(field('state'), 'TX');
    await userEvent.click(screen.getByRole('button', { name: 'Send Request' }));
    await waitFor(() => expect(output()).toBe(JSON.stringify(answer, null, 2)));
    expect(bodies).toEqual([{ businessName: 'Test Business', state: 'TX', businessType: 'llc' }]);
  });

  it('checks nothing in the browser: a 400 is printed as the server sent it, and its field messages land under their fields', async () => {
    const refusal = { error: 'Some fields are invalid.', fieldErrors: { state: ['Please select a state'] }, formErrors: [] };
    const bodies = nameSearchServer(() => HttpResponse.json(refusal, { status: 400 }));
    await renderApp('/business-name-test');
    await userEvent.clear(field('state'));
    await userEvent.type(field('state'), 'ZZ');
    await userEvent.click(screen.getByRole('button', { name: 'Send Request' }));
    await waitFor(() => expect(output()).toBe(`Error 400: ${JSON.stringify(refusal)}`));
    expect(bodies).toEqual([{ businessName: 'Test Business', state: 'ZZ', businessType: 'llc' }]);
    expect(fieldMessage(field('state'))).toBe('Please select a state');
    expect(fieldMessage(field('businessName'))).toBeNull();
    expect(field('state').value).toBe('ZZ');
  });

  it('a request that never reaches the server prints Fetch error', async () => {
    nameSearchServer(() => HttpResponse.error());
    await renderApp('/business-name-test');
    await userEvent.click(screen.getByRole('button', { name: 'Send Request' }));
    await waitFor(() => expect(output()).toBe('Fetch error'));
  });
});
