import { recordChange, type RecordChange } from '@elite/contracts/schemas/live';
import pg from 'pg';
import type { Logger } from '../../logger.ts';

/** The channel notify_record_change() announces every record change on (Migration20261128054500RecordChangeNotify). */
const RECORD_CHANNEL = 'record_changes';

type Listener = (change: RecordChange) => void;

/** What hears every notification, whether or not a staff browser is connected (the kept list totals: queue-totals.ts). */
export interface ChangeObserver {
  /** A record of `kind` changed (undefined when the notification did not say which kind). */
  changed(kind: string | undefined): void;
  /** The listener is connected (true) or lost (false). */
  listening(connected: boolean): void;
}

/** The kind a notification names: notify_record_change() and notify_records_removed() write it first, with json_build_object. */
const KIND = /^\{"kind" : "([a-z-]+)"/;

/**
 * One instance's ear on `record_changes` (docs/admin.md#live-lists): a LISTEN connection of its own, whose
 * notifications it hands to the staff browsers connected here (GET /api/admin/events). Every instance listens, so a
 * change written through any of them reaches every browser. A lost connection is opened again after a second; the
 * browsers are told to read their lists again (`resync`), since changes may have passed meanwhile.
 */
export class LiveEvents {
  private readonly listeners = new Set<Listener>();
  private readonly resyncs = new Set<() => void>();
  private client: pg.Client | undefined;
  private stopped = false;

  constructor(private readonly options: { databaseUrl: string; logger: Logger; observer?: ChangeObserver }) {}

  async start(): Promise<void> {
    await this.listen();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    const client = this.client;
    this.client = undefined;
    this.options.observer?.listening(false);
    await client?.end().catch(() => undefined);
  }

  /** Calls `listener` with every change until the returned function is called; `resync` after a lost connection. */
  subscribe(listener: Listener, resync: () => void): () => void {
    this.listeners.add(listener);
    this.resyncs.add(resync);
    return () => {
      this.listeners.delete(listener);
      this.resyncs.delete(resync);
    };
  }

  private async listen(): Promise<void> {
    const client = new pg.Client({ connectionString: this.options.databaseUrl });
    client.on('notification', (n) => {
      // The observer hears every change; its kind is read with a pattern, since every chat message is a change.
      this.options.observer?.changed(KIND.exec(n.payload ?? '')?.[1]);
      // With no staff browser connected here, the change is not even parsed.
      if (this.listeners.size === 0) return;
      const parsed = recordChange.safeParse(JSON.parse(n.payload ?? 'null'));
      if (!parsed.success) return;
      for (const listener of this.listeners) listener(parsed.data);
    });
    const lost = (err?: unknown) => {
      if (this.client !== client) return;
      this.client = undefined;
      this.options.observer?.listening(false);
      client.removeAllListeners('end');
      void client.end().catch(() => undefined);
      if (this.stopped) return;
      this.options.logger.warn({ err }, 'record change listener lost: reconnecting');
      const retry = () => {
        if (this.stopped) return;
        this.listen()
          .then(() => {
            for (const resync of this.resyncs) resync();
          })
          .catch((e: unknown) => {
            this.options.logger.warn({ err: e }, 'record change listener could not reconnect; retrying');
            setTimeout(retry, 1000).unref();
          });
      };
      setTimeout(retry, 1000).unref();
    };
    client.on('error', lost);
    client.on('end', () => lost());
    await client.connect();
    // raw SQL: LISTEN, on a connection of its own outside the ORM's pool (it must stay open, holding no transaction).
    await client.query(`listen ${RECORD_CHANNEL}`);
    if (this.stopped) {
      await client.end().catch(() => undefined);
      return;
    }
    this.client = client;
    this.options.observer?.listening(true);
  }
}
