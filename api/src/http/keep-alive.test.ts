import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { startTestServer } from '../../test/app.ts';
import { KEEP_ALIVE_MS } from '../server.ts';

/** Sends one request on `socket` and resolves with its answer's status line once the whole answer has arrived. */
function ask(socket: net.Socket, path: string): Promise<string> {
  return new Promise((resolve, reject) => {
    if (socket.readyState !== 'open') return reject(new Error('the server had closed the connection while it was idle'));
    let received = '';
    const onData = (chunk: Buffer) => {
      received += chunk.toString('latin1');
      const headEnd = received.indexOf('\r\n\r\n');
      const length = Number(/content-length: (\d+)/i.exec(received)?.[1] ?? NaN);
      if (headEnd < 0 || Number.isNaN(length) || received.length < headEnd + 4 + length) return;
      socket.off('data', onData).off('close', onClose).off('error', onError);
      resolve(received.slice(0, received.indexOf('\r\n')));
    };
    const onClose = () => reject(new Error(`the server closed the connection (received: ${JSON.stringify(received)})`));
    // A reset (the race this file is about) fails the test with its own message, not as an unhandled socket error.
    const onError = (error: Error) => reject(new Error(`the connection failed: ${error.message}`));
    socket.on('data', onData).once('close', onClose).once('error', onError);
    socket.write(`GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n\r\n`);
  });
}

describe('keep-alive (docs/production.md#keep-alive)', () => {
  it("keeps an idle connection open longer than a proxy keeps its own (Node's default closed it after 5-6 s idle, and a request written into it then was reset)", async () => {
    expect(KEEP_ALIVE_MS).toBeGreaterThan(60_000);
    const { server } = await startTestServer();
    const socket = net.connect(server.port, '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    try {
      expect(await ask(socket, '/api/health')).toBe('HTTP/1.1 200 OK');
      // Past Node's default (5 s, which Node 20 enforces at about 6 s): the same connection still answers.
      await new Promise((resolve) => setTimeout(resolve, 7_000));
      expect(await ask(socket, '/api/health?again=1')).toBe('HTTP/1.1 200 OK');
    } finally {
      socket.destroy();
    }
  }, 20_000);
});
