import { PasswordInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { IconLock } from '@tabler/icons-react';

interface Props {
  /** The form's `getInputProps`, for its `password` and `confirmPassword` fields. */
  inputProps: (field: 'password' | 'confirmPassword') => GetInputPropsReturnType;
  minLength: number;
  label?: string;
  confirmLabel?: string;
}

/** A new password and its confirmation, as the sign-in screens ask for them (setup link, reset link). */
export function NewPasswordFields({ inputProps, minLength, label = 'Password', confirmLabel = 'Confirm Password' }: Props) {
  const common = {
    autoComplete: 'new-password',
    withAsterisk: true,
    'aria-required': true,
    size: 'md',
    leftSection: <IconLock size={17} stroke={1.7} aria-hidden />,
  } as const;
  return (
    <>
      <PasswordInput label={label} description={`At least ${minLength} characters`} {...common} {...inputProps('password')} />
      <PasswordInput label={confirmLabel} {...common} {...inputProps('confirmPassword')} />
    </>
  );
}
