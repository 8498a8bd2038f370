import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { lazySchema, useWhenLoaded } from './lazy-schema.ts';

// docs/decisions/0029-forms-on-mantine-form.md, "Bundles": a form's schema comes with zod on first use.
const payer = z.object({ name: z.string().trim().min(1, 'Name required') });

/** A loader the test answers by hand: `resolve()` or `reject()` the pending load. */
function manualLoader() {
  const calls: { resolve: (s: typeof payer) => void; reject: (e: Error) => void }[] = [];
  const loader = vi.fn(() => new Promise<typeof payer>((resolve, reject) => calls.push({ resolve, reject })));
  return { loader, calls };
}

describe('lazySchema', () => {
  it('says nothing while loading as the visitor leaves a field, then the schema messages; a full check before loading is a bug', async () => {
    const { loader, calls } = manualLoader();
    const schema = lazySchema(loader);
    expect(schema.validateIfLoaded({ name: '' })).toEqual({});
    expect(() => schema.validate({ name: '' })).toThrow(/before it has loaded/);
    const loaded = schema.load();
    calls[0]!.resolve(payer);
    await loaded;
    expect(schema.validateIfLoaded({ name: '' })).toEqual({ name: 'Name required' });
    expect(schema.validate({ name: ' Ada ' })).toEqual({});
    expect(schema.parse({ name: ' Ada ' })).toEqual({ name: 'Ada' });
  });

  it('loads once however often it is asked, and tries again after a failed load', async () => {
    const { loader, calls } = manualLoader();
    const schema = lazySchema(loader);
    const first = schema.load();
    void schema.load();
    expect(loader).toHaveBeenCalledTimes(1);
    calls[0]!.reject(new Error('offline'));
    await expect(first).rejects.toThrow('offline');
    const second = schema.load();
    expect(loader).toHaveBeenCalledTimes(2);
    calls[1]!.resolve(payer);
    await second;
    expect(schema.validate({ name: '' })).toEqual({ name: 'Name required' });
  });
});

describe('useWhenLoaded', () => {
  it('runs the press once the schema is there, ignores a second press while it loads, and reports a schema that cannot load', async () => {
    const { loader, calls } = manualLoader();
    const { result } = renderHook(() => useWhenLoaded(lazySchema(loader)));
    const act1 = vi.fn();
    const failed = vi.fn();
    result.current(act1, failed);
    result.current(act1, failed);
    await act(async () => calls[0]!.reject(new Error('offline')));
    expect(act1).not.toHaveBeenCalled();
    expect(failed).toHaveBeenCalledTimes(1);

    result.current(act1, failed);
    await act(async () => calls[1]!.resolve(payer));
    expect(act1).toHaveBeenCalledTimes(1);
    expect(failed).toHaveBeenCalledTimes(1);
  });
});
