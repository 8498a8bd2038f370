import { schemaResolver, type FormErrors } from '@mantine/form';
import { useRef } from 'react';
import type { z } from 'zod';

type Schema = z.ZodType;

export interface LazySchema<S extends Schema> {
  /** Starts loading the schema (once; again after a failure). Resolves when `validate` and `parse` can run. */
  load: () => Promise<void>;
  /** useForm's `validate`: the schema's first message for each bad field. Only after `load()` resolved. */
  validate: (values: Record<string, unknown>) => FormErrors;
  /**
   * useForm's `validate` for the checks made as the visitor types or leaves a field: no messages while the schema is
   * still loading (the form loads it and checks everything before it goes on).
   */
  validateIfLoaded: (values: Record<string, unknown>) => FormErrors;
  /** The schema's output for values that passed (numbers parsed, text trimmed). Only after `load()` resolved. */
  parse: (values: Record<string, unknown>) => z.output<S>;
}

/**
 * A form schema that comes with zod on first use rather than with the page (decisions 19 and 20): the form calls
 * `load()` on first focus and before it checks, then validates synchronously, so @mantine/form's usual submit path
 * runs and a schema that cannot load is reported by the caller instead of being swallowed.
 */
export function lazySchema<S extends Schema>(loader: () => Promise<S>): LazySchema<S> {
  let schema: S | undefined;
  let resolver: ((values: Record<string, unknown>) => FormErrors) | undefined;
  let loading: Promise<void> | undefined;
  const loaded = () => {
    if (!schema || !resolver) throw new Error('The form schema is used before it has loaded: call load() first.');
    return { schema, resolver };
  };
  return {
    load: () =>
      (loading ??= loader().then(
        (loadedSchema) => {
          schema = loadedSchema;
          resolver = schemaResolver(loadedSchema, { sync: true });
        },
        (error: unknown) => {
          loading = undefined; // the next attempt tries again
          throw error;
        },
      )),
    validate: (values) => loaded().resolver(values),
    validateIfLoaded: (values) => (resolver ? resolver(values) : {}),
    parse: (values) => loaded().schema.parse(values),
  };
}

/**
 * For a form's Continue, Next or Submit: `whenLoaded(act, failed)` loads the schema, then runs `act` (which checks
 * synchronously), or `failed` when it cannot load. A second press while the schema loads does nothing.
 */
export function useWhenLoaded(schema: LazySchema<Schema>) {
  const loading = useRef(false);
  return (act: () => void, failed: () => void) => {
    if (loading.current) return;
    loading.current = true;
    schema
      .load()
      .finally(() => (loading.current = false))
      .then(act, failed);
  };
}
