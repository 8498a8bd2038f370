import type { EntitySchema, InferEntity } from '@mikro-orm/core';
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
