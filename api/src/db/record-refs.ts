/** Records named by kind and id, as the audit, conversation and document tables name them (no foreign key). */
export interface RecordRef {
  kind: string;
  id: string;
}

/**
 * `(<kind column>, <id column>) in (…)` for any number of records, as two array parameters (one statement whatever
 * their number, served by the tables' (kind, id) indexes). Kinds and ids are our own words and UUIDs, so the array
 * literals need no quoting.
 */
export function inRecords(kindColumn: string, idColumn: string, refs: readonly RecordRef[]): { sql: string; params: string[] } {
  return {
    sql: `(${kindColumn}::text, ${idColumn}) in (select * from unnest(?::text[], ?::uuid[]))`,
    params: [`{${refs.map((r) => r.kind).join(',')}}`, `{${refs.map((r) => r.id).join(',')}}`],
  };
}
