import { defineEntity } from '@mikro-orm/core';
import { User } from './user.entity.ts';

/** A signed-in browser. Only the SHA-256 of the cookie's random id is stored. */
export const Session = defineEntity({
  name: 'Session',
  tableName: 'app_session',
  properties: (p) => ({
    idHash: p.string().length(64).primary(),
    user: p.manyToOne(User).deleteRule('cascade'),
    createdAt: p.datetime().onCreate(() => new Date()),
    lastSeenAt: p.datetime(),
    expiresAt: p.datetime().index(),
  }),
});
