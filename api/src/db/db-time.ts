import { raw } from '@mikro-orm/core';

type Unit = 'secs' | 'mins' | 'days';

/**
 * PostgreSQL's clock inside an entity query (a filter or a value): every instance and every raw statement then
 * compare times against the same clock, as the SQL these queries replaced did. Typed as a Date, which is what the
 * database turns it into.
 */
export const dbTime = {
  /** `now()` */
  now: (): Date => raw('now()'),
  /** `now() - make_interval(<unit> => amount)` */
  ago: (amount: number, unit: Unit): Date => raw(`now() - make_interval(${unit} => ?)`, [amount]),
  /** `now() + make_interval(<unit> => amount)` */
  in: (amount: number, unit: Unit): Date => raw(`now() + make_interval(${unit} => ?)`, [amount]),
};
