import type { UseFormReturnType } from '@mantine/form';
import type { FocusEvent } from 'react';

// The helpers name fields by plain strings (the schema checks the paths); these casts are where they meet the form's
// typed paths.
type Path = never;
const textAt = <V>(form: UseFormReturnType<V>, name: string) => {
  const value = (form.values as Record<string, unknown>)[name];
  return typeof value === 'string' ? value : '';
};

/**
 * The rules the multi-step forms share (the formation form and the business intake), on their @mantine/form
 * (created with `clearInputErrorOnChange: false`): a field is checked when it loses focus (the form may skip that,
 * see `blur`); a field that shows a message is checked again as it changes, so a corrected field loses its message
 * at once and a new message waits for blur; a choice in a list is final, so it is checked at once.
 */
export function setAndRecheck<V>(form: UseFormReturnType<V>, name: string, value: unknown) {
  const shown = Boolean(form.errors[name]);
  form.setFieldValue(name as Path, value);
  if (shown) form.validateField(name as Path);
}

/** Props for Mantine's TextInput and NativeSelect bound to one field, with the ids and data-field the forms scroll to. */
export function fieldProps<V>(
  form: UseFormReturnType<V>,
  { idPrefix, blur }: { idPrefix: string; blur?: (name: string) => (event: FocusEvent<HTMLElement>) => void },
) {
  const onBlur = blur ?? ((name: string) => () => void form.validateField(name as Path));
  const common = (name: string, label: string) => ({
    ...form.getInputProps(name as Path),
    id: `${idPrefix}-${name}`,
    'data-field': name,
    name,
    label,
    onBlur: onBlur(name),
  });
  return {
    text: (name: string, label: string, extra: Record<string, unknown> = {}) => ({
      ...common(name, label),
      value: textAt(form, name),
      onChange: (e: { currentTarget: { value: string } }) => setAndRecheck(form, name, e.currentTarget.value),
      ...extra,
    }),
    // Native selects on the public forms (docs/decisions/0037-native-selects-on-public-forms.md): the phone's own
    // picker, and none of the floating dropdown's code in the page's first download. The empty first choice is the
    // placeholder; an optional field can go back to it.
    select: (name: string, label: string, data: { value: string; label: string }[], required = true) => ({
      ...common(name, label),
      data: [{ value: '', label: required ? 'Select...' : 'Not specified' }, ...data],
      required,
      value: textAt(form, name),
      onChange: (e: { currentTarget: { value: string } }) => {
        form.setFieldValue(name as Path, e.currentTarget.value);
        form.validateField(name as Path);
      },
    }),
  };
}
