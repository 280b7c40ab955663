/**
 * The demo's month. Everything is written now, through the product's own
 * services; what it says happened days ago is then dated so: each row's
 * createTime (and updateTime) is set to its planned moment in one statement
 * per table, and the few other times a process records (a meeting's window
 * and ballot box, a notice's publication, a repair's handling) are set where
 * they are written. Only time columns are touched, never what the rules
 * judged.
 */
import type { Tx } from '../../crud/tx.ts';
import { modelInfo } from '../../crud/datamodel.ts';

const MINUTE = 60_000;
const DAY = 86_400_000;

export class Timeline {
  readonly now: Date;
  private readonly stamps = new Map<string, Map<number, { created: Date; updated: Date }>>();

  constructor(now = new Date()) {
    this.now = now;
  }

  /** `days` days ago at hh:mm local time, never later than a minute before now. */
  at(days: number, hour = 10, minute = 0): Date {
    const d = new Date(this.now.getTime() - days * DAY);
    d.setHours(hour, minute, 0, 0);
    return this.clamp(d);
  }

  /** A moment `minutes` after `from` (never in the future). */
  after(from: Date, minutes: number): Date {
    return this.clamp(new Date(from.getTime() + minutes * MINUTE));
  }

  /** A moment in the future (a vote window still open). */
  ahead(days: number, hour: number, minute = 0): Date {
    const d = new Date(this.now.getTime() + days * DAY);
    d.setHours(hour, minute, 0, 0);
    return d;
  }

  clamp(d: Date): Date {
    const latest = this.now.getTime() - MINUTE;
    return d.getTime() > latest ? new Date(latest) : d;
  }

  /** Dates a row: created at `created`, last changed at `updated` (default: then too). */
  stamp(model: string, id: number, created: Date, updated: Date = created): void {
    let rows = this.stamps.get(model);
    if (!rows) this.stamps.set(model, (rows = new Map()));
    rows.set(id, { created, updated: updated < created ? created : updated });
  }

  /** Writes every planned date: one UPDATE per table. */
  async apply(tx: Tx): Promise<void> {
    for (const [model, rows] of this.stamps) {
      const info = modelInfo(model);
      const ids = [...rows.keys()];
      const created = ids.map((id) => rows.get(id)!.created.toISOString());
      const updated = ids.map((id) => rows.get(id)!.updated.toISOString());
      const table = `"${info.table.replace(/"/g, '""')}"`;
      await tx.$executeRawUnsafe(
        `UPDATE ${table} AS t SET "createTime" = v.c, "updateTime" = v.u FROM (SELECT unnest($1::int4[]) AS id, unnest($2::timestamptz[]) AS c, unnest($3::timestamptz[]) AS u) AS v WHERE t.id = v.id`,
        ids,
        created,
        updated,
      );
    }
  }
}
