import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll } from 'vitest';

/**
 * A real SMTP server on loopback for the file's tests, counting every delivery
 * by Message-ID (the outbox id). `url` is ready after beforeAll.
 */
export function smtpPeer() {
  const peer = { url: '', deliveries: new Map<string, number>(), connectionErrors: [] as Error[] };
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      let raw = '';
      stream.on('data', (c: Buffer) => (raw += c.toString()));
      stream.on('end', () => {
        const id = /^Message-ID:\s*<([^@>]+)@/im.exec(raw)?.[1];
        if (id) peer.deliveries.set(id, (peer.deliveries.get(id) ?? 0) + 1);
        callback();
      });
    },
  });
  // A sender killed in the middle of a mail resets its connection (crash.test.ts does it on purpose); smtp-server
  // emits that as 'error', which with no listener would be an uncaught exception failing the whole run.
  smtp.on('error', (error: Error) => peer.connectionErrors.push(error));
  beforeAll(async () => {
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', () => resolve()));
    peer.url = `smtp://127.0.0.1:${(smtp.server.address() as { port: number }).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => smtp.close(() => resolve())));
  return peer;
}
