import { describe, expect, it } from 'vitest';
import { orderRead } from '../features/checkout/order-read.ts';
import { createDataLayer } from './data-layer.tsx';
import { pageReadKey } from './page-read.ts';

describe('a page read (docs/decisions/0059-visit-pages-hydrate-without-the-data-layer.md)', () => {
  it('has the key tRPC’s helpers give its procedure and input, so a page finds its answer among the reads it was rendered from', () => {
    const { trpcUtils } = createDataLayer();
    const read = orderRead('0b7b8c1e-5a3f-4c5e-9d62-3f1f0a9d2c11');
    expect(read.key).toEqual(read.options(trpcUtils).queryKey);
    expect(pageReadKey('payments.config')).toEqual(trpcUtils.payments.config.queryOptions().queryKey);
  });
});
