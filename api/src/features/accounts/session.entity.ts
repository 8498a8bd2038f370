import { defineEntity } from '@mikro-orm/core';
import { User } from './user.entity.ts';

/** A signed-in browser. Only the SHA-256 of the cookie's random id is stored. */
export const Session = defineEntity({
  name: 'Session',
  tableName: 'app_session',
  properties: (p) => ({
    idHash: p.string().length(64).primary(),
    // The migration's inline `references` named the key PostgreSQL's way and left updates at `no action`.
    user: p.manyToOne(User).deleteRule('cascade').updateRule('no action').foreignKeyName('app_session_user_id_fkey').index(),
    createdAt: p
      .datetime()
      .defaultRaw('now()')
      .onCreate(() => new Date()),
    lastSeenAt: p.datetime(),
    expiresAt: p.datetime().index(),
  }),
});

const accountTokenPurposes = ['verify-email', 'reset-password'] as const;
export type AccountTokenPurpose = (typeof accountTokenPurposes)[number];

/**
 * A mailed link's secret: single use, expiring; only its SHA-256 is stored. A
 * registration's link carries the password (hash), name and company chosen with
 * it, applied to the account when the link is used.
 */
export const AccountToken = defineEntity({
  name: 'AccountToken',
  tableName: 'account_token',
  properties: (p) => ({
    idHash: p.string().length(64).primary(),
    user: p.manyToOne(User).deleteRule('cascade').updateRule('no action').foreignKeyName('account_token_user_id_fkey').index(),
    purpose: p.enum([...accountTokenPurposes]),
    passwordHash: p.text().nullable().lazy(),
    name: p.string().length(200).nullable(),
    companyName: p.string().length(200).nullable(),
    createdAt: p
      .datetime()
      .defaultRaw('now()')
      .onCreate(() => new Date()),
    expiresAt: p.datetime().index(),
  }),
});

/**
 * A "Forgot password" request, waiting for the outbox worker (docs/accounts.md#forgot-password). The request stores
 * this and nothing else, whatever the address, so it answers in the same time whether or not the address has an
 * account; the worker mails a reset link when a client account has the address, and deletes the request either way.
 */
export const PasswordResetRequest = defineEntity({
  name: 'PasswordResetRequest',
  tableName: 'password_reset_request',
  properties: (p) => ({
    id: p.uuid().primary(),
    email: p.string().length(254),
    /** The site's trusted origin when it was asked (PUBLIC_URL, or this server's own address): the link's origin. */
    linkOrigin: p.string().length(300),
    createdAt: p
      .datetime()
      .defaultRaw('now()')
      .onCreate(() => new Date()),
  }),
});
