import { defineEntity } from '@mikro-orm/core';

const p = defineEntity.properties;

/** The columns of every fixed-window counter table: a key, when its window started, and the hits in it. */
const counterProperties = {
  key: p.string().length(300).primary(),
  windowStart: p.datetime(),
  count: p.integer(),
};

/** A fixed-window counter per key (an address, an account), shared by every instance. */
export const RateLimit = defineEntity({ name: 'RateLimit', tableName: 'rate_limit', properties: counterProperties });

/** Sign-in failures per account and per account+address: logged, so a crash does not lift a lockout. */
export const SignInThrottle = defineEntity({ name: 'SignInThrottle', tableName: 'sign_in_throttle', properties: counterProperties });
