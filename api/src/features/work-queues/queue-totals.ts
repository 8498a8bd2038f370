import type { WorkKind } from '@elite/contracts/schemas/work-queues';

/**
 * The totals of the unfiltered lists this instance has counted, each kept until something of its kind may have
 * changed (docs/admin.md#list-totals, decision 68). Counting every row of a large table was nearly all of a list
 * page's time, the same count for every page, every member of staff and every live refresh.
 *
 * A kept total is forgotten when:
 * - the record-change listener hears a change of its kind: any instance's insert, update or history line, or a
 *   DELETE or TRUNCATE (`changed`);
 * - a request that may write finishes on this instance, before its answer leaves (`wrote`): whoever wrote reads
 *   their own write, even before the notification arrives;
 * - the listener is lost; and while it is away nothing is kept (`listening`).
 *
 * A count that was running while any of these happened is not kept: it may have read the table from before.
 */
export class QueueTotals {
  #listening = false;
  /** Bumped by every write of this instance and every change of the listener: it makes every kept total old. */
  #era = 0;
  readonly #changes = new Map<string, number>();
  readonly #kept = new Map<WorkKind, { stamp: string; total: number }>();

  /** What a count of `kind` starts under; undefined while nothing may be kept. */
  stamp(kind: WorkKind): string | undefined {
    return this.#listening ? `${this.#era}.${this.#changes.get(kind) ?? 0}` : undefined;
  }

  /** The kept total of `kind`'s unfiltered list, if nothing may have changed since it was counted. */
  total(kind: WorkKind): number | undefined {
    const stamp = this.stamp(kind);
    const kept = this.#kept.get(kind);
    return stamp !== undefined && kept?.stamp === stamp ? kept.total : undefined;
  }

  /** Keeps a total counted under `stamp`, unless something changed while it was counted. */
  keep(kind: WorkKind, stamp: string | undefined, total: number): void {
    if (stamp !== undefined && stamp === this.stamp(kind)) this.#kept.set(kind, { stamp, total });
  }

  /** A record of `kind` changed somewhere (undefined: of a kind the notification did not say). */
  changed(kind: string | undefined): void {
    if (kind === undefined) this.#era += 1;
    else this.#changes.set(kind, (this.#changes.get(kind) ?? 0) + 1);
  }

  /** A request that may have written finished on this instance. */
  wrote(): void {
    this.#era += 1;
  }

  /** The record-change listener is connected (true) or lost (false); changes may have passed unheard either way. */
  listening(connected: boolean): void {
    this.#listening = connected;
    this.#era += 1;
  }
}
