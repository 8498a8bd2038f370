import { Textarea, type TextareaProps } from '@mantine/core';
import { tooLong } from '@elite/contracts/schemas/form-messages';
import classes from './LimitedTextarea.module.css';

interface LimitedTextareaProps extends Omit<TextareaProps, 'maxLength' | 'value'> {
  /** The schema's maximum for this text, counted as the schema counts it (without the spaces around it). */
  limit: number;
  value: string;
}

/** "1,234 / 5,000 characters", in the error colour past the limit. */
export function CharacterCount({ length, limit }: { length: number; limit: number }) {
  return (
    <span className={classes.counter} data-over={length > limit || undefined}>
      {length.toLocaleString('en-US')} / {limit.toLocaleString('en-US')} characters
    </span>
  );
}

/**
 * A long text a visitor types, with its limit in sight (docs/input-limits.md#long-texts): a counter under the box
 * ("1,234 / 5,000 characters"), and past the limit the schema's refusal on the field at once. Never `maxLength`:
 * a browser cuts a longer paste silently, and the visitor would send a message that is not the one they wrote.
 */
export function LimitedTextarea({ limit, value, error, description, ...props }: LimitedTextareaProps) {
  const length = value.trim().length;
  const over = length > limit;
  const counter = <CharacterCount length={length} limit={limit} />;
  return (
    <Textarea
      {...props}
      value={value}
      description={
        description ? (
          <>
            {description} {counter}
          </>
        ) : (
          counter
        )
      }
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      error={over ? tooLong(limit) : error}
    />
  );
}
