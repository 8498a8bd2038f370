import type { EntityName, EntitySchema, InferEntity } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';

/** A raw insert's column list, placeholders and parameters. */
export interface InsertColumns {
  columns: string;
  placeholders: string;
  params: unknown[];
}

/**
 * The columns of a raw INSERT (the one-statement writes of decision 18) read from the entity: `values` names the
 * entity's properties, so a column is written under the name the entity gives it, JSON columns are cast, and a
 * property that does not exist fails on the first call rather than silently (docs/architecture.md#adding-a-field-to-a-form).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any entity defined with defineEntity
export function insertColumns<E extends EntitySchema<any, any>>(
  db: Pick<EntityManager, 'getMetadata'>,
  entity: E,
  values: Partial<Record<keyof InferEntity<E> & string, unknown>>,
): InsertColumns {
  const meta = db.getMetadata().get(entity.meta.className);
  const names = Object.keys(values) as (keyof typeof values)[];
  const columns = names.map((name) => {
    const property = meta.properties[name];
    if (!property?.fieldNames?.[0]) throw new Error(`${entity.meta.className} has no property ${name}`);
    return { column: property.fieldNames[0], json: property.columnTypes?.[0] === 'jsonb' || property.type === 'json' };
  });
  return {
    columns: columns.map((c) => `"${c.column}"`).join(', '),
    placeholders: columns.map((c) => (c.json ? '?::jsonb' : '?')).join(', '),
    params: names.map((name, i) => (columns[i]!.json && values[name] != null ? JSON.stringify(values[name]) : values[name])),
  };
}

/** A raw SELECT's column list, and how a row it returns becomes the entity's properties. */
export interface SelectColumns<T> {
  /** `"column" as "property", …` */
  columns: string;
  /** The row with its bigint columns as numbers and its timestamps as Dates, as the entity maps them (both arrive as text). */
  read: (row: Record<string, unknown>) => T;
}

/**
 * The columns of a raw SELECT read from the entity, each under its property's name: for a hot read whose rows need
 * no unit of work (a page's order summary), where the ORM's hydration cost more than the query. `names` are the
 * entity's properties; one that does not exist fails on the first call.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any entity defined with defineEntity
export function selectColumns<E extends EntitySchema<any, any>, K extends keyof InferEntity<E> & string>(
  db: Pick<EntityManager, 'getMetadata'>,
  entity: E,
  names: readonly K[],
): SelectColumns<Pick<InferEntity<E>, K>> {
  const meta = db.getMetadata().get(entity.meta.className);
  const numbers: string[] = [];
  const dates: string[] = [];
  const columns = names.map((name) => {
    const property = meta.properties[name];
    if (!property?.fieldNames?.[0]) throw new Error(`${entity.meta.className} has no property ${name}`);
    // A property the entity types as a number or a Date: a bigint (also an autoincrement's bigserial) or a timestamp.
    if (property.runtimeType === 'number') numbers.push(name);
    if (property.runtimeType === 'Date') dates.push(name);
    return `"${property.fieldNames[0]}" as "${name}"`;
  });
  return {
    columns: columns.join(', '),
    read: (row) => {
      for (const name of numbers) if (typeof row[name] === 'string') row[name] = Number(row[name]);
      // The ORM's driver keeps PostgreSQL's timestamps as text and makes the Date itself.
      for (const name of dates) if (typeof row[name] === 'string') row[name] = new Date(row[name]);
      return row as Pick<InferEntity<E>, K>;
    },
  };
}

/**
 * Rows a QueryBuilder read with `execute('all')` (named after the entity's properties and with dates parsed, by the
 * ORM's own result mapper), with the entity's custom types converted as hydration converts them (a bigint column as
 * a number): plain records for a read-only page, without the unit of work's entities, validation and identity map,
 * which cost a list page more than its query (docs/performance.md#goals).
 */
export function plainRecords<T extends object>(
  db: Pick<EntityManager, 'getMetadata' | 'getPlatform'>,
  entity: EntityName<T>,
  rows: Record<string, unknown>[],
): T[] {
  const meta = db.getMetadata().find(entity);
  if (!meta) throw new Error('plainRecords: an entity the ORM does not know');
  const platform = db.getPlatform();
  const converted = meta.props.filter((property) => property.customType && property.fieldNames?.length === 1);
  for (const row of rows)
    for (const property of converted) {
      const value = row[property.name];
      if (value != null) row[property.name] = property.customType!.convertToJSValue(value, platform);
    }
  return rows as T[];
}
