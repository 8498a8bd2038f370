import { Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { onDemand } from './on-demand.tsx';

const part = () => onDemand(() => Promise.resolve(({ name }: { name: string }) => <p>Hello {name}</p>));

describe('onDemand (docs/decisions/0058-visit-pages-rendered-per-request.md)', () => {
  it('renders a part whose code was awaited with `ready` at once, as the server renders it, not its fallback', async () => {
    const { Component, ready } = part();
    await ready();
    const html = renderToString(
      <Suspense fallback={<p>Loading</p>}>
        <Component name="Ada" />
      </Suspense>,
    );
    expect(html).toContain('Hello <!-- -->Ada');
    expect(html).not.toContain('Loading');
  });

  it('shows the fallback for a part whose code has not come yet', () => {
    const { Component } = part();
    const html = renderToString(
      <Suspense fallback={<p>Loading</p>}>
        <Component name="Ada" />
      </Suspense>,
    );
    expect(html).toContain('Loading');
  });
});
