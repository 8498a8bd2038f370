import { defineEntity, type InferEntity } from '@mikro-orm/core';
import { roles } from '@elite/contracts/schemas/auth';

/** A person who signs in: staff (admin, agent) by username, portal clients by e-mail. */
export const User = defineEntity({
  name: 'User',
  tableName: 'app_user',
  properties: (p) => ({
    id: p
      .uuid()
      .primary()
      .onCreate(() => crypto.randomUUID()),
    role: p.enum([...roles]),
    /** Staff sign-in name (lowercased); null for clients. */
    username: p.string().length(100).nullable().unique(),
    /** Lowercased; required for clients, optional for staff. */
    email: p.string().length(254).nullable().unique(),
    name: p.string().length(200),
    companyName: p.string().length(200).nullable(),
    /** A client's phone as they gave it with their contact details: (XXX) XXX-XXXX. */
    phone: p.string().length(30).nullable(),
    passwordHash: p.text().lazy(),
    /** When a client proved they read this e-mail (a mailed link); records are matched by e-mail only after it. */
    emailVerifiedAt: p.datetime().nullable(),
    /** A disabled account cannot sign in and keeps no session. */
    disabledAt: p.datetime().nullable(),
    createdAt: p
      .datetime()
      .defaultRaw('now()')
      .onCreate(() => new Date()),
  }),
  checks: [
    // Clients sign in by e-mail, staff by username: each has the identifier it signs in with.
    { name: 'app_user_identity_check', expression: `("role" = 'client' and "email" is not null) or ("role" <> 'client' and "username" is not null)` },
  ],
});
export type UserRow = InferEntity<typeof User>;
