import { defineEntity } from '@mikro-orm/core';

/** A fixed-window counter per key (an address, an account), shared by every instance. */
export const RateLimit = defineEntity({
  name: 'RateLimit',
  tableName: 'rate_limit',
  properties: (p) => ({
    key: p.string().length(300).primary(),
    windowStart: p.datetime(),
    count: p.integer(),
  }),
});
