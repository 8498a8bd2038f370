import { randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { dbTime } from '../../db/db-time.ts';
import { siteOrigin } from '../../http/site-origin.ts';
import type { RequestContext } from '../../trpc/context.ts';
import type { NewMail } from '../outbox/outbox.service.ts';
import { AccountToken, type AccountTokenPurpose } from './session.entity.ts';
import { hashToken } from './sessions.service.ts';

/** How long a mailed link works (docs/decisions/0025-accounts-and-sessions.md). */
const LINK_LIFETIME_SECONDS: Record<AccountTokenPurpose, number> = {
  'verify-email': 24 * 3600,
  'reset-password': 3600,
};

export interface LinkPayload {
  /** A registration's chosen password, name and company: applied when its link is used. */
  passwordHash?: string;
  name?: string;
  companyName?: string;
}

/** A new single-use link secret for `userId`; only its hash is stored. Returns the secret for the mail. */
export async function issueLinkToken(em: EntityManager, userId: string, purpose: AccountTokenPurpose, payload: LinkPayload = {}): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await em.insert(AccountToken, {
    idHash: hashToken(token),
    user: userId,
    purpose,
    passwordHash: payload.passwordHash ?? null,
    name: payload.name ?? null,
    companyName: payload.companyName ?? null,
    expiresAt: dbTime.in(LINK_LIFETIME_SECONDS[purpose], 'secs'),
  });
  return token;
}

const signature = '\n\nElite Business Advisory';
const notYou = 'If this was not you, you can ignore this e-mail: nothing changes until the link is used.';

/**
 * The mails of account links. Links always point at the site's configured origin, never at a request's Host. They go
 * to an address someone typed (proving it is what they are for), so they greet nobody by the name typed with it
 * (docs/input-limits.md#acknowledgements).
 */
export const accountMails = {
  confirmEmail(ctx: RequestContext, to: string, token: string): NewMail {
    return {
      to,
      subject: 'Confirm your e-mail for your client portal',
      text:
        `Hello,\n\nPlease confirm that this is your e-mail address to finish creating your client portal account:\n\n` +
        `${siteOrigin(ctx)}/portal/verify-email?token=${token}\n\n` +
        `You will be asked for the password you chose. The link works once, for 24 hours.\n\n${notYou}${signature}`,
    };
  },
  alreadyRegistered(ctx: RequestContext, to: string): NewMail {
    return {
      to,
      subject: 'You already have a client portal account',
      text:
        `Someone (perhaps you) tried to create a client portal account with this e-mail address, which already has one.\n\n` +
        `Sign in: ${siteOrigin(ctx)}/portal-login\nForgot your password? ${siteOrigin(ctx)}/portal-login?tab=forgot\n\n` +
        `If this was not you, you can ignore this e-mail: your account is unchanged.${signature}`,
    };
  },
  /** Composed by the outbox worker (mailResetLinks), with the origin the request had. */
  resetPassword(ctx: Pick<RequestContext, 'origin'>, to: string, token: string): NewMail {
    return {
      to,
      subject: 'Reset your client portal password',
      text:
        `Hello,\n\nChoose a new password for your client portal account here:\n\n` +
        `${siteOrigin(ctx)}/portal/reset-password?token=${token}\n\n` +
        `The link works once, for one hour. Using it signs you out everywhere.\n\n` +
        `If you did not ask for this, you can ignore this e-mail: your password stays as it is.${signature}`,
    };
  },
};
