import type { FocusEvent } from 'react';

/** How one multi-step form reads and writes its fields (the formation form and the business intake). */
export interface FieldBinding<F extends string> {
  /** Prefix of the input ids: `${idPrefix}-${name}`. */
  idPrefix: string;
  value: (name: F) => string;
  error: (name: F) => string | undefined;
  setValue: (name: F, value: string) => void;
  /** The form's blur rule (it decides when a message appears). */
  blur: (name: F) => (event: FocusEvent<HTMLElement>) => void;
  /** Shows the field's message for this value at once, or clears it (a choice in a list is final). */
  check: (name: F, value: string) => void;
}

/** Props for Mantine's TextInput and Select bound to one field, with the ids and data-field the forms scroll to. */
export function fieldProps<F extends string>(form: FieldBinding<F>) {
  const common = (name: F, label: string) => ({
    id: `${form.idPrefix}-${name}`,
    'data-field': name,
    name,
    label,
    error: form.error(name),
    onBlur: form.blur(name),
  });
  return {
    text: (name: F, label: string, extra: Record<string, unknown> = {}) => ({
      ...common(name, label),
      value: form.value(name),
      onChange: (e: { currentTarget: { value: string } }) => form.setValue(name, e.currentTarget.value),
      ...extra,
    }),
    select: (name: F, label: string, data: { value: string; label: string }[], required = true) => ({
      ...common(name, label),
      data,
      required,
      value: form.value(name) || null,
      searchable: data.length > 10,
      placeholder: 'Select...',
      onChange: (v: string | null) => {
        form.setValue(name, v ?? '');
        form.check(name, v ?? '');
      },
    }),
  };
}
