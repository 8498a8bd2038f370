import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../test/msw-server.ts';
import type { OutputOf } from '../../test/trpc-msw.ts';
import { createQueryClient } from './query-client.ts';
import { createTrpcClient, trpc } from './trpc.ts';

function HealthBadge() {
  const health = trpc.system.health.useQuery();
  return <p>{health.data ? `database ${health.data.database}` : 'loading'}</p>;
}

describe('tRPC in the browser', () => {
  it('calls a procedure at /trpc with credentials and gives typed data to the component', async () => {
    let credentials: string | undefined;
    server.use(
      http.get('http://localhost:3000/trpc/system.health', ({ request }) => {
        credentials = request.credentials;
        const data: OutputOf<'system.health'> = { status: 'ok', database: 'up' };
        return HttpResponse.json([{ result: { data } }]);
      }),
    );
    const queryClient = createQueryClient();
    render(
      <QueryClientProvider client={queryClient}>
        <trpc.Provider client={createTrpcClient('http://localhost:3000')} queryClient={queryClient}>
          <HealthBadge />
        </trpc.Provider>
      </QueryClientProvider>,
    );
    expect(await screen.findByText('database up')).toBeVisible();
    expect(credentials).toBe('include');
  });
});
