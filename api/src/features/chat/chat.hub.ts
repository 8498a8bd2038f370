import { randomUUID } from 'node:crypto';
import type { SessionUser } from '@elite/contracts/schemas/auth';
import { refusedText } from '@elite/contracts/rules/plain-text';
import { STAFF_LIKE_NAME, staffLikeName } from '@elite/contracts/rules/chat-names';
import { CHAT_TYPING_MIN_GAP_MS, clientFrame, type ChatMessage, type ClientFrame, type ServerFrame } from '@elite/contracts/schemas/chat';
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { WSContext, WSEvents } from 'hono/ws';
import pg from 'pg';
import type { Config } from '../../config.ts';
import { trustedOrigin } from '../../http/site-origin.ts';
import type { Logger } from '../../logger.ts';
import { BatchedLimit } from '../limits/rate-limit.service.ts';
import { addressKey, limitAddress } from '../limits/limit-address.ts';
import { announce, deskEvent, type DeskEvent } from './chat-desk.service.ts';
import { continueChatByMail } from '../conversations/conversations.service.ts';
import * as chat from './chat.service.ts';
import { sharedRead } from './shared-read.ts';

/** Per socket: frames of any kind in a 10-second window (scaled by RATE_LIMIT_SCALE). */
const SOCKET_FRAMES_PER_WINDOW = 20;
const SOCKET_WINDOW_MS = 10_000;
/** A socket that keeps sending this many times its allowance is closed. */
const ABUSE_FACTOR = 3;
/** Per address: visitor messages in 10 minutes, counted in PostgreSQL across instances. */
const ADDRESS_MESSAGES = 60;
const ADDRESS_WINDOW_SECONDS = 600;
/** A reader this far behind is dropped; it reconnects and replays from the table. */
const MAX_BUFFERED_BYTES = 1024 * 1024;
const PRESENCE_REFRESH_MS = 20_000;
/** How often staff sockets re-check their session: a signed-out, expired or disabled agent is gone within this. */
const SESSION_CHECK_MS = 5_000;
/** Open sockets per client address on one instance (scaled by RATE_LIMIT_SCALE): one address cannot hold thousands. */
export const SOCKETS_PER_ADDRESS = 20;
/** An upgrade that reserved a place but never opened (the client went away) gives it back after this long. */
const RESERVATION_MS = 10_000;

/** A place for one socket of an address, taken before the upgrade and given back when that socket ends. */
export interface SocketReservation {
  /** The caller's address as limits count it (limitAddress). */
  readonly ip: string;
  release(): void;
  /** The socket opened: the place is now held until it closes. */
  opened(): void;
}

/** The part of a `ws` socket the heartbeat uses. */
interface Heartbeat {
  ping(): void;
  terminate(): void;
  on(event: 'pong', listener: () => void): void;
}

interface ChatSocket {
  id: string;
  ws: WSContext;
  ip: string;
  /** This socket's place among its address's (SOCKETS_PER_ADDRESS), given back when it ends. */
  place: SocketReservation;
  /** The signed-in staff member of the upgrade request, if any: only they can join as agents. */
  staff: SessionUser | null;
  /** The hash of that staff member's session: the socket lives only as long as the session does. */
  sessionIdHash: string | null;
  /** Set by support_join. */
  agentName?: string;
  /** The visitor conversation this socket writes to and hears from. */
  conversationId?: string;
  windowStart: number;
  framesInWindow: number;
  /** Cleared by each heartbeat ping, set by the pong: a socket that stays silent is dead (a half-open connection). */
  alive: boolean;
  /** Frames of one socket are handled one after the other (a resume before the message that follows it). */
  queue: Promise<void>;
  /** While a resume replays from the table, live deliveries wait for it (the replay includes them). */
  replaying?: boolean;
  /** Ids the last replay sent: a live delivery that comes after it does not send them again. */
  replayed?: Set<number>;
  /** The client id of the last message this socket sent: it has that message back as its acknowledgement. */
  lastClientId?: string;
  /** The page of this site the visitor last reported (docs/chat.md#presence), kept until a conversation exists. */
  page?: string;
  /** When this socket's last `typing` was passed on: the next one within CHAT_TYPING_MIN_GAP_MS is dropped. */
  typingAt?: number;
}

export interface ChatHubOptions {
  orm: MikroORM;
  databaseUrl: string;
  config: Config;
  logger: Logger;
  notifyOutbox: () => void;
  /** The site's origin for links in the team's mails (the port is known once the server listens); default trustedOrigin. */
  origin?: () => string;
  /** How often staff sockets re-check their session (tests shorten it). */
  sessionCheckMs?: number;
}

/**
 * The live chat of one instance: its sockets, and a LISTEN connection that
 * wakes it when any instance stores a message or an agent comes or goes.
 * Nothing here is the truth: messages and agents online are rows in
 * PostgreSQL; a lost listener closes this instance's sockets so their clients
 * reconnect and replay what they missed from the table.
 */
export class ChatHub {
  readonly instanceId = randomUUID();
  private readonly sockets = new Set<ChatSocket>();
  private readonly placesByIp = new Map<string, number>();
  private readonly byConversation = new Map<string, Set<ChatSocket>>();
  private readonly agents = new Set<ChatSocket>();
  private supportOnline = false;
  private listener: pg.Client | undefined;
  private stopped = false;
  private timers: NodeJS.Timeout[] = [];
  /** Notified messages not yet delivered, in commit order: the message itself, or its id when it did not fit. */
  private pending: (ChatMessage | number)[] = [];
  /** Each socket's frames still being handled: stop() waits for them before the pool may close under them. */
  private readonly handling = new Set<Promise<void>>();
  private delivery: Promise<void> = Promise.resolve();
  private deliveryScheduled = false;
  private presenceScheduled = false;
  private presenceWrites: Promise<void> = Promise.resolve();
  /** Visitor messages per address: a burst from one address is counted in one update (docs/input-limits.md#a-burst-from-one-address). */
  private readonly messagesPerAddress: BatchedLimit;
  /** The staff's names, read for a conversation's first message; first messages that come together share a read. */
  private readonly staffNames = sharedRead(() => chat.staffNames(this.em()));

  constructor(private readonly options: ChatHubOptions) {
    this.messagesPerAddress = new BatchedLimit(options.orm.em, {
      max: Math.ceil(ADDRESS_MESSAGES * options.config.RATE_LIMIT_SCALE),
      windowSeconds: ADDRESS_WINDOW_SECONDS,
    });
  }

  /** True while the listener is connected: only then can this instance promise delivery. */
  get accepting(): boolean {
    return this.listener !== undefined && !this.stopped;
  }

  private get log() {
    return this.options.logger;
  }

  private em() {
    return this.options.orm.em.fork();
  }

  async start(): Promise<void> {
    await this.listen();
    this.supportOnline = await chat.anyAgentOnline(this.em());
    this.timers.push(
      setInterval(() => {
        void chat.refreshPresence(this.em(), this.instanceId).catch((err: unknown) => this.log.warn({ err }, 'chat presence refresh failed'));
        this.visitorPresence(() => chat.visitorsHere(this.em(), [...this.byConversation.keys()]));
        // Also notices agents of a crashed instance expiring, which nobody announces.
        this.schedulePresenceCheck();
        this.heartbeat();
      }, PRESENCE_REFRESH_MS),
      setInterval(() => void this.checkStaffSessions(), this.options.sessionCheckMs ?? SESSION_CHECK_MS),
    );
  }

  /**
   * Closes staff sockets whose session ended (sign-out, password change,
   * disabling, expiry): one query for all of this instance's staff sockets.
   * An open agent socket counts as use of its session (idle time restarts).
   */
  private async checkStaffSessions(): Promise<void> {
    const staffSockets = [...this.sockets].filter((s) => s.sessionIdHash);
    if (staffSockets.length === 0 || this.stopped) return;
    try {
      const live = await chat.liveSessions(this.em(), [...new Set(staffSockets.map((s) => s.sessionIdHash!))], this.options.config.SESSION_IDLE_MINUTES);
      for (const socket of staffSockets) {
        if (live.has(socket.sessionIdHash!)) continue;
        this.refuse(socket, 'forbidden', 'Your session has ended. Please sign in again.');
        socket.ws.close(4401, 'Signed out');
        this.forget(socket);
      }
    } catch (err) {
      this.log.warn({ err }, 'chat session check failed');
    }
  }

  /**
   * Takes one of an address's socket places, or null when all are taken. Counted synchronously, before the upgrade
   * awaits anything, so a burst of parallel upgrades cannot all pass the check (they would if only open sockets were
   * counted). IPv6 callers are counted by their /64, as every per-address limit is (limitAddress).
   */
  reserveSocket(address: string, max: number): SocketReservation | null {
    const ip = limitAddress(address);
    const held = this.placesByIp.get(ip) ?? 0;
    if (held >= max) return null;
    this.placesByIp.set(ip, held + 1);
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      clearTimeout(timer);
      const left = (this.placesByIp.get(ip) ?? 1) - 1;
      if (left <= 0) this.placesByIp.delete(ip);
      else this.placesByIp.set(ip, left);
    };
    const timer = setTimeout(release, RESERVATION_MS);
    timer.unref();
    return { ip, release, opened: () => clearTimeout(timer) };
  }

  /** Closes every socket (clients reconnect elsewhere), forgets this instance's agents, ends the listener. */
  async stop(): Promise<void> {
    if (this.stopped) return;
    this.stopped = true;
    for (const timer of this.timers) clearInterval(timer);
    const agentSockets = [...this.agents].map((s) => s.id);
    for (const socket of this.sockets) socket.ws.close(1001, 'Server restarting');
    // A frame cut off by the pool closing could hold one connection while it waits for another: shutdown would hang.
    await Promise.all(this.handling);
    await this.presenceWrites;
    await chat.agentLeft(this.em(), agentSockets).catch((err: unknown) => this.log.warn({ err }, 'chat presence cleanup failed'));
    await this.listener?.end().catch(() => undefined);
    this.listener = undefined;
  }

  private async listen(): Promise<void> {
    const client = new pg.Client({ connectionString: this.options.databaseUrl });
    client.on('notification', (n) => {
      if (n.channel === chat.MESSAGE_CHANNEL) {
        const notified = chat.notifiedMessage(n.payload);
        if (notified === null) return;
        this.pending.push(notified);
        this.scheduleDelivery();
      } else if (n.channel === chat.PRESENCE_CHANNEL) {
        this.schedulePresenceCheck();
      } else if (n.channel === chat.DESK_CHANNEL) {
        this.deliverDeskEvent(n.payload);
      }
    });
    const lost = (err?: unknown) => {
      if (this.listener !== client) return;
      this.listener = undefined;
      client.removeAllListeners('end');
      void client.end().catch(() => undefined);
      if (this.stopped) return;
      this.log.warn({ err }, 'chat listener lost: closing chat sockets so clients resume from the database');
      for (const socket of this.sockets) socket.ws.close(1012, 'Service restart');
      const retry = () => {
        if (this.stopped) return;
        this.listen().catch((e: unknown) => {
          this.log.warn({ err: e }, 'chat listener could not reconnect; retrying');
          setTimeout(retry, 1000).unref();
        });
      };
      setTimeout(retry, 1000).unref();
    };
    client.on('error', lost);
    client.on('end', () => lost());
    await client.connect();
    // raw SQL: LISTEN, on a connection of its own outside the ORM's pool (it must stay open, holding no transaction).
    await client.query(`listen ${chat.MESSAGE_CHANNEL}; listen ${chat.PRESENCE_CHANNEL}; listen ${chat.DESK_CHANNEL}`);
    this.listener = client;
  }

  /** Drops sockets that did not answer the last ping (a vanished agent must not stay "online"), pings the rest. */
  private heartbeat() {
    for (const socket of this.sockets) {
      const raw = socket.ws.raw as Heartbeat | undefined;
      if (!raw) continue;
      if (!socket.alive) {
        raw.terminate();
        this.forget(socket);
        continue;
      }
      socket.alive = false;
      raw.ping();
    }
  }

  // --- Delivery ------------------------------------------------------------------------------

  /**
   * Notifications arriving together are delivered together, in order; the few that carry only an id are read in one
   * query, and the batch goes out in id order.
   */
  private scheduleDelivery() {
    if (this.deliveryScheduled) return;
    this.deliveryScheduled = true;
    void this.inDeliveryOrder(async () => {
      this.deliveryScheduled = false;
      const batch = this.pending;
      this.pending = [];
      try {
        const ids = batch.filter((m): m is number => typeof m === 'number');
        const messages = batch.filter((m): m is ChatMessage => typeof m !== 'number');
        if (ids.length > 0) {
          messages.push(...(await chat.messagesByIds(this.em(), ids)));
          messages.sort((a, b) => a.id - b.id);
        }
        for (const message of messages) this.deliver(message);
      } catch (err) {
        // Clients recover what they missed on their next reconnect; drop them now so that happens.
        this.log.error({ err }, 'chat delivery failed');
        for (const socket of this.sockets) socket.ws.close(1011, 'Delivery failed');
      }
    });
  }

  /** Runs a job after every delivery queued before it, and before any queued after it. */
  private inDeliveryOrder(job: () => Promise<void>): Promise<void> {
    const done = this.delivery.then(job);
    this.delivery = done.catch(() => undefined);
    return done;
  }

  private deliver(message: ChatMessage) {
    // The socket that sent a message has it back as its acknowledgement, whether its notification comes before or
    // after: it is not sent to that socket again.
    const ownedBy = (socket: ChatSocket) => message.clientId !== undefined && socket.lastClientId === message.clientId;
    for (const socket of this.byConversation.get(message.sessionId) ?? []) {
      if (ownedBy(socket) || socket.replaying || socket.replayed?.has(message.id)) continue;
      this.send(socket, message);
    }
    for (const agent of this.agents) if (!ownedBy(agent)) this.send(agent, message);
  }

  /**
   * A desk event (docs/chat.md#working-a-conversation) goes to this instance's joined agents only, never to a
   * visitor's socket: a conversation's new status, assignee or page, a private note, a visitor typing.
   */
  private deliverDeskEvent(payload: string | undefined) {
    let event: DeskEvent;
    try {
      event = deskEvent.parse(JSON.parse(payload ?? ''));
    } catch {
      this.log.warn('chat desk event could not be read');
      return;
    }
    if (this.agents.size === 0) return;
    if (event.t === 'typing') {
      for (const agent of this.agents) this.send(agent, { type: 'typing', sessionId: event.sessionId });
      return;
    }
    // In delivery order: a note or a change lands after the messages stored before it.
    void this.inDeliveryOrder(async () => {
      const em = this.em();
      const frame: ServerFrame | null =
        event.t === 'session'
          ? await chat.sessionById(em, event.id).then((session) => session && { type: 'session', session })
          : await chat.noteById(em, event.sessionId, event.id).then((note) => note && { type: 'note', note });
      if (frame) for (const agent of this.agents) this.send(agent, frame);
    }).catch((err: unknown) => this.log.warn({ err }, 'chat desk event delivery failed'));
  }

  private schedulePresenceCheck() {
    if (this.presenceScheduled) return;
    this.presenceScheduled = true;
    setImmediate(() => {
      this.presenceScheduled = false;
      chat
        .anyAgentOnline(this.em())
        .then((online) => {
          if (online === this.supportOnline) return;
          this.supportOnline = online;
          for (const socket of this.sockets) if (!socket.agentName) this.send(socket, { type: 'status', supportOnline: online });
        })
        .catch((err: unknown) => this.log.warn({ err }, 'chat presence check failed'));
    });
  }

  private send(socket: ChatSocket, frame: ServerFrame) {
    if (socket.ws.readyState !== 1) return;
    const raw = socket.ws.raw as { bufferedAmount?: number } | undefined;
    if ((raw?.bufferedAmount ?? 0) > MAX_BUFFERED_BYTES) {
      socket.ws.close(1008, 'Too far behind');
      return;
    }
    socket.ws.send(JSON.stringify(frame));
  }

  private refuse(socket: ChatSocket, code: Extract<ServerFrame, { type: 'error' }>['code'], message: string, clientId?: string) {
    this.send(socket, { type: 'error', code, message, ...(clientId ? { clientId } : {}) });
  }

  // --- Sockets -------------------------------------------------------------------------------

  /** The handlers of one upgraded socket; `staff` is the session read from the upgrade request. */
  events(upgrade: { place: SocketReservation; staff: SessionUser | null; sessionIdHash: string | null }): WSEvents {
    const socket: ChatSocket = {
      id: randomUUID(),
      ws: undefined as unknown as WSContext,
      ip: upgrade.place.ip,
      place: upgrade.place,
      staff: upgrade.staff,
      sessionIdHash: upgrade.staff ? upgrade.sessionIdHash : null,
      windowStart: Date.now(),
      framesInWindow: 0,
      alive: true,
      queue: Promise.resolve(),
    };
    return {
      onOpen: (_event, ws) => {
        socket.ws = ws;
        if (this.stopped) {
          socket.place.release();
          ws.close(1001, 'Server restarting');
          return;
        }
        socket.place.opened();
        this.sockets.add(socket);
        (ws.raw as Heartbeat | undefined)?.on('pong', () => {
          socket.alive = true;
        });
        this.send(socket, { type: 'status', supportOnline: this.supportOnline });
      },
      onMessage: (event) => {
        if (this.stopped || !this.withinRate(socket)) return;
        const frame = this.parse(socket, (event as { data: unknown }).data);
        if (!frame) return;
        const queue = (socket.queue = socket.queue
          .then(() => this.handle(socket, frame))
          .catch((err: unknown) => {
            this.log.error({ err, frame: frame.type }, 'chat frame failed');
            this.refuse(socket, 'unavailable', 'Your message could not be handled. Please try again.', 'clientId' in frame ? frame.clientId : undefined);
          }));
        this.handling.add(queue);
        void queue.then(() => this.handling.delete(queue));
      },
      onClose: () => this.forget(socket),
      onError: () => this.forget(socket),
    };
  }

  private withinRate(socket: ChatSocket): boolean {
    const now = Date.now();
    if (now - socket.windowStart >= SOCKET_WINDOW_MS) {
      socket.windowStart = now;
      socket.framesInWindow = 0;
    }
    socket.framesInWindow += 1;
    const allowed = Math.ceil(SOCKET_FRAMES_PER_WINDOW * this.options.config.RATE_LIMIT_SCALE);
    if (socket.framesInWindow <= allowed) return true;
    if (socket.framesInWindow > allowed * ABUSE_FACTOR) socket.ws.close(1008, 'Too many messages');
    else if (socket.framesInWindow === allowed + 1) this.refuse(socket, 'rate_limited', 'You are sending messages too quickly. Please wait a few seconds.');
    return false;
  }

  private parse(socket: ChatSocket, data: unknown): ClientFrame | null {
    let json: unknown;
    try {
      if (typeof data !== 'string') throw new Error('binary');
      json = JSON.parse(data);
    } catch {
      this.refuse(socket, 'invalid_frame', 'Frames must be JSON text.');
      return null;
    }
    const refused = refusedText(json);
    if (refused) {
      this.refuse(socket, 'invalid_frame', refused.message);
      return null;
    }
    const parsed = clientFrame.safeParse(json);
    if (!parsed.success) {
      const clientId = typeof (json as { clientId?: unknown })?.clientId === 'string' ? (json as { clientId: string }).clientId.slice(0, 64) : undefined;
      this.refuse(socket, 'invalid_frame', parsed.error.issues[0]?.message ?? 'Invalid frame.', clientId);
      return null;
    }
    return parsed.data;
  }

  private forget(socket: ChatSocket) {
    socket.place.release();
    if (!this.sockets.delete(socket)) return;
    if (socket.conversationId) {
      const set = this.byConversation.get(socket.conversationId);
      set?.delete(socket);
      if (set?.size === 0) {
        this.byConversation.delete(socket.conversationId);
        // The visitor left: an agent's reply from now on is mailed (docs/conversations.md#chats-continue-by-e-mail).
        const gone = socket.conversationId;
        if (!this.stopped) this.visitorPresence(() => chat.visitorGone(this.em(), gone));
      }
    }
    if (this.agents.delete(socket) && !this.stopped) {
      void chat.agentLeft(this.em(), [socket.id]).catch((err: unknown) => this.log.warn({ err }, 'chat presence removal failed'));
    }
  }

  private bind(socket: ChatSocket, conversationId: string, marked: { here: boolean } = { here: false }) {
    if (socket.conversationId === conversationId) return;
    if (socket.conversationId) this.byConversation.get(socket.conversationId)?.delete(socket);
    socket.conversationId = conversationId;
    let set = this.byConversation.get(conversationId);
    if (!set) this.byConversation.set(conversationId, (set = new Set()));
    set.add(socket);
    if (!marked.here) this.visitorPresence(() => chat.visitorsHere(this.em(), [conversationId]));
  }

  /** Visitors' presence marks are written in the order they happen: a quick close is never undone by its own open. */
  private visitorPresence(write: () => Promise<void>) {
    this.presenceWrites = this.presenceWrites.then(write).catch((err: unknown) => this.log.warn({ err }, 'chat visitor presence failed'));
  }

  /** Stores the visitor's page on their conversation and tells the desks, when it changed. */
  private async recordPage(socket: ChatSocket, path: string) {
    const em = this.em();
    if (await chat.setVisitorPage(em, socket.conversationId!, path)) await announce(em, { t: 'session', id: socket.conversationId! });
  }

  /** Agent frames need a signed-in admin or agent (checked on the upgrade) who has joined. */
  private requireAgent(socket: ChatSocket): boolean {
    if (socket.staff && socket.agentName) return true;
    this.refuse(socket, 'forbidden', socket.staff ? 'Join the support chat first.' : 'Please sign in as a support agent.');
    if (!socket.staff) socket.ws.close(1008, 'Not an agent');
    return false;
  }

  private async handle(socket: ChatSocket, frame: ClientFrame): Promise<void> {
    // A fork only for the frames that use entities: a visitor's message is raw statements on the shared manager.
    let forked: EntityManager | undefined;
    const em = () => (forked ??= this.em());
    switch (frame.type) {
      case 'resume': {
        // Without its visitor's key a conversation is not there: the same answer as an unknown id (docs/chat.md#reconnecting-and-resuming).
        if (!(await chat.visitorMayResume(em(), frame.sessionId, frame.visitorKey))) {
          this.refuse(socket, 'unknown_session', 'This conversation was not found; a new one starts with your next message.');
          return;
        }
        // Bound at once, so nothing stored from now on is missed; replayed in delivery
        // order, so a live delivery already queued neither overtakes nor repeats it.
        socket.replaying = true;
        this.bind(socket, frame.sessionId);
        try {
          await this.inDeliveryOrder(async () => {
            const missed = await chat.messagesAfter(em(), frame.sessionId, frame.lastMessageId);
            socket.replayed = new Set(missed.map((m) => m.id));
            for (const message of missed) this.send(socket, message);
          });
        } finally {
          socket.replaying = false;
        }
        return;
      }
      case 'message': {
        // A first message starts a conversation: its name is checked against the staff's (the schema already refused
        // staff-like words), and its browser gets the key that resumes it; the server keeps the key's hash. The
        // staff's names are read while the limit counts the message (both begun after it came), not one after the other.
        const starting = !socket.conversationId;
        const staffRead = starting ? this.staffNames() : undefined;
        staffRead?.catch(() => undefined); // a refused message leaves it unread
        const limit = await this.messagesPerAddress.hit(addressKey('chat', socket.ip));
        if (!limit.allowed) {
          this.refuse(socket, 'rate_limited', 'You have sent many messages in a short time. Please wait a few minutes.', frame.clientId);
          return;
        }
        if (staffRead) {
          const staff = await staffRead;
          if ([frame.userInfo.name, frame.senderName ?? ''].some((name) => staffLikeName(name, staff))) {
            this.refuse(socket, 'reserved_name', STAFF_LIKE_NAME, frame.clientId);
            return;
          }
        }
        const conversationId = socket.conversationId ?? randomUUID();
        const visitorKey = starting ? chat.newVisitorKey() : null;
        socket.lastClientId = frame.clientId;
        // One raw statement (a prepared one, outside any transaction): the shared manager, no fork.
        const stored = await chat.storeVisitorMessage(this.options.orm.em, {
          conversationId,
          visitorKeyHash: visitorKey && chat.hashVisitorKey(visitorKey),
          clientId: frame.clientId,
          text: frame.text,
          userInfo: frame.userInfo,
          fromSocket: true,
        });
        // A conversation this message started was stored with its visitor here.
        this.bind(socket, conversationId, { here: starting });
        if (visitorKey) this.send(socket, { type: 'conversation', sessionId: conversationId, visitorKey });
        this.send(socket, stored.message); // stored first, acknowledged second
        // The page reported before the conversation existed is its first (docs/chat.md#presence).
        if (starting && socket.page) await this.recordPage(socket, socket.page);
        // The instance's view of presence (kept current by NOTIFY) spares a query on every message.
        if (stored.created && !this.supportOnline) {
          // The conversation's visitor as it started, whatever a later frame says.
          const recorded = await chat.recordOfflineLead(
            em(),
            { email: this.options.config.TEAM_EMAIL, origin: this.options.origin?.() ?? trustedOrigin(this.options.config) },
            this.options.config.RATE_LIMIT_SCALE,
            {
              conversationId,
              userInfo: stored.message.userInfo,
              text: frame.text,
            },
          );
          if (recorded) {
            this.options.notifyOutbox();
            this.log.info({ conversationId }, 'chat while offline recorded as a lead');
          }
        }
        return;
      }
      case 'support_join': {
        if (!socket.staff) {
          this.requireAgent(socket);
          return;
        }
        // Visitors see the account's name, whatever name the frame carries.
        socket.agentName = socket.staff.name;
        this.agents.add(socket);
        await chat.agentJoined(em(), { socketId: socket.id, instanceId: this.instanceId, userId: socket.staff.id, agentName: socket.agentName });
        this.send(socket, { type: 'sessions', sessions: await chat.listSessions(em()) });
        return;
      }
      case 'support_message': {
        if (!this.requireAgent(socket)) return;
        socket.lastClientId = frame.clientId;
        const stored = await chat.storeSupportMessage(em(), {
          conversationId: frame.sessionId,
          clientId: frame.clientId,
          text: frame.text,
          agentName: socket.agentName!,
        });
        if (!stored) {
          this.refuse(socket, 'unknown_session', 'This conversation was not found.', frame.clientId);
          return;
        }
        this.send(socket, stored.message);
        // A visitor who has left gets the reply by e-mail (docs/conversations.md#chats-continue-by-e-mail).
        if (stored.created && (await continueChatByMail(em(), this.options.config, { reply: stored.message, agent: socket.staff! })))
          this.options.notifyOutbox();
        return;
      }
      case 'support_history': {
        if (!this.requireAgent(socket)) return;
        const [messages, notes] = await Promise.all([chat.history(em(), frame.sessionId), chat.notesOf(this.em(), frame.sessionId)]);
        this.send(socket, { type: 'history', sessionId: frame.sessionId, messages, notes });
        return;
      }
      case 'typing': {
        // docs/chat.md#presence: passed on for a conversation this socket writes to, at most once per
        // CHAT_TYPING_MIN_GAP_MS; the others are dropped without an answer (the widget sends one every 2 s at most).
        const now = Date.now();
        if (!socket.conversationId || (socket.typingAt !== undefined && now - socket.typingAt < CHAT_TYPING_MIN_GAP_MS)) return;
        socket.typingAt = now;
        await announce(em(), { t: 'typing', sessionId: socket.conversationId });
        return;
      }
      case 'page': {
        socket.page = frame.path;
        if (socket.conversationId) await this.recordPage(socket, frame.path);
        return;
      }
      case 'support_read': {
        if (!this.requireAgent(socket)) return;
        await chat.markRead(em(), frame.sessionId, frame.lastMessageId);
        return;
      }
    }
  }
}
