import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import type { MikroORM } from '@mikro-orm/postgresql';
import { SMTPServer } from 'smtp-server';
import type { Config } from '../../config.ts';
import { ServiceError } from '../../http/service-error.ts';
import type { Logger } from '../../logger.ts';
import { INBOUND_MAX_BYTES, receiveMail } from './inbound.service.ts';
import { liveConversation, tokenOf } from './conversations.service.ts';

/**
 * The built-in SMTP receiver (docs/conversations.md#receiving-by-smtp): started by the server only when
 * INBOUND_SMTP_PORT is set. It takes mail for live reply addresses of INBOUND_DOMAIN only (any other recipient is
 * refused at RCPT TO, before a byte of the message is sent), up to INBOUND_MAX_BYTES (announced with SIZE), and hands
 * each message to receiveMail, the same function as POST /api/mail/inbound.
 */

export interface SmtpReceiver {
  port: number;
  stop(): Promise<void>;
}

/** An SMTP refusal: smtp-server answers the error's message with its responseCode. */
const smtpError = (code: number, message: string) => Object.assign(new Error(message), { responseCode: code });

/** What a refusal of receiveMail answers: permanent for an unknown address or a mail too large, try later for a limit. */
function smtpRefusal(error: ServiceError) {
  return smtpError(error.status === 429 ? 451 : error.status === 413 ? 552 : 550, error.message);
}

/** The receiver's certificate and key (INBOUND_SMTP_TLS_CERT, INBOUND_SMTP_TLS_KEY), read once at start. */
function readTls(config: Config): { cert: Buffer; key: Buffer } | null {
  if (!config.INBOUND_SMTP_TLS_CERT || !config.INBOUND_SMTP_TLS_KEY) return null;
  const read = (name: string, file: string) => {
    try {
      return fs.readFileSync(file);
    } catch (err) {
      throw new Error(`${name} cannot be read (${file}): ${(err as Error).message}`);
    }
  };
  return { cert: read('INBOUND_SMTP_TLS_CERT', config.INBOUND_SMTP_TLS_CERT), key: read('INBOUND_SMTP_TLS_KEY', config.INBOUND_SMTP_TLS_KEY) };
}

export async function startSmtpReceiver(deps: {
  orm: MikroORM;
  config: Config;
  logger: Logger;
  notifyOutbox: () => void;
  /** The site's origin for the link in staff's notice (known once the server listens). */
  origin: () => string;
}): Promise<SmtpReceiver> {
  const { config, logger } = deps;
  const log = logger.child({ component: 'smtp-receiver' });
  const tls = readTls(config);
  const server = new SMTPServer({
    name: config.INBOUND_DOMAIN,
    banner: 'replies only',
    // Mail comes from other servers, which do not sign in. STARTTLS is offered with a certificate, never required:
    // a sending server that cannot encrypt still delivers (as on any MX).
    authOptional: true,
    disabledCommands: tls ? ['AUTH'] : ['AUTH', 'STARTTLS'],
    ...tls,
    size: INBOUND_MAX_BYTES,
    maxClients: 50,
    socketTimeout: 60_000,
    logger: false,
    onRcptTo(address, _session, callback) {
      const token = tokenOf(address.address, config.INBOUND_DOMAIN);
      if (!token) return callback(smtpError(550, 'No such recipient here: this server takes replies to reply+<token> addresses only.'));
      liveConversation(deps.orm.em.fork(), token)
        .then((conversation) => callback(conversation ? null : smtpError(550, 'No conversation has this reply address: it is unknown or has expired.')))
        .catch((err: unknown) => {
          log.error({ err }, 'smtp recipient check failed');
          callback(smtpError(451, 'Try again later.'));
        });
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (stream.sizeExceeded) return callback(smtpError(552, `An e-mail may be at most ${INBOUND_MAX_BYTES / 1024 / 1024} MB.`));
        const envelopeTo = session.envelope.rcptTo.map((r) => r.address);
        receiveMail({ em: deps.orm.em, config, log, origin: deps.origin(), notifyOutbox: deps.notifyOutbox }, { raw: Buffer.concat(chunks), envelopeTo })
          .then(() => callback())
          .catch((err: unknown) => {
            if (err instanceof ServiceError) return callback(smtpRefusal(err));
            log.error({ err }, 'inbound mail failed');
            callback(smtpError(451, 'The message could not be stored; try again later.'));
          });
      });
    },
  });
  // A client that drops its connection is the client's business; smtp-server reports it as an error event.
  server.on('error', (err: Error) => log.warn({ err }, 'smtp connection error'));
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(config.INBOUND_SMTP_PORT, config.INBOUND_SMTP_HOST, () => {
      server.server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.server.address() as AddressInfo;
  log.info({ host: config.INBOUND_SMTP_HOST, port, starttls: Boolean(tls) }, `receiving replies by SMTP on ${config.INBOUND_SMTP_HOST}:${port}`);
  return { port, stop: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
