import { serverFrame, type ServerFrame } from '@elite/contracts/schemas/chat';
import WebSocket from 'ws';

/**
 * A chat socket as a test (or the bench) drives it: every frame the server
 * sends is parsed with the contract's schema and kept, and `next` waits for
 * the first not-yet-taken frame that matches.
 */
export class ChatClient {
  readonly frames: ServerFrame[] = [];
  private taken = new Set<number>();
  private waiters: (() => void)[] = [];
  readonly closed: Promise<{ code: number; reason: string }>;

  private constructor(readonly ws: WebSocket) {
    ws.on('message', (data) => {
      // ws hands a text frame over as one Buffer (binaryType nodebuffer).
      this.frames.push(serverFrame.parse(JSON.parse((data as Buffer).toString())));
      for (const wake of this.waiters.splice(0)) wake();
    });
    this.closed = new Promise((resolve) => ws.on('close', (code, reason) => resolve({ code, reason: String(reason) })));
    void this.closed.then(() => {
      for (const wake of this.waiters.splice(0)) wake();
    });
  }

  /** Opens /ws/chat on `baseUrl` with the page's Origin (unless told otherwise) and cookies. */
  static open(baseUrl: string, options: { origin?: string | null; cookie?: string } = {}): Promise<ChatClient> {
    const headers: Record<string, string> = {};
    if (options.cookie) headers.cookie = options.cookie;
    const origin = options.origin === undefined ? baseUrl : options.origin;
    const ws = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}/ws/chat`, { headers, ...(origin === null ? {} : { origin }) });
    const client = new ChatClient(ws);
    return new Promise((resolve, reject) => {
      ws.once('open', () => resolve(client));
      ws.once('unexpected-response', (_req, res) => reject(new Error(`refused with ${res.statusCode}`)));
      ws.once('error', reject);
    });
  }

  send(frame: unknown) {
    this.ws.send(typeof frame === 'string' ? frame : JSON.stringify(frame));
  }

  get isOpen() {
    return this.ws.readyState === WebSocket.OPEN;
  }

  /** The first frame not taken yet that matches; fails after `timeoutMs` (a hang, not a timing assertion). */
  async next<K extends ServerFrame['type']>(
    type: K,
    where: (frame: Extract<ServerFrame, { type: K }>) => boolean = () => true,
    timeoutMs = 10_000,
  ): Promise<Extract<ServerFrame, { type: K }>> {
    type F = Extract<ServerFrame, { type: K }>;
    const match = (f: ServerFrame): f is F => f.type === type && where(f as F);
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const index = this.frames.findIndex((f, i) => !this.taken.has(i) && match(f));
      if (index >= 0) {
        this.taken.add(index);
        return this.frames[index] as F;
      }
      if (this.ws.readyState === WebSocket.CLOSED)
        throw new Error(`socket closed (${JSON.stringify(await this.closed)}) while waiting; frames: ${JSON.stringify(this.frames)}`);
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no matching frame; frames: ${JSON.stringify(this.frames)}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  /** Frames of one type, in arrival order. */
  all<K extends ServerFrame['type']>(type: K): Extract<ServerFrame, { type: K }>[] {
    return this.frames.filter((f): f is Extract<ServerFrame, { type: K }> => f.type === type);
  }

  close() {
    this.ws.close();
    return this.closed;
  }
}
