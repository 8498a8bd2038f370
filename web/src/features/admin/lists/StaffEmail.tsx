import { Button, Group, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { staffEmailInput, type StaffAccountRow } from '@elite/contracts/schemas/auth';
import { useState } from 'react';
import { trpc } from '../../../lib/trpc.ts';
import { showToast } from '../../../lib/toast.ts';
import { serverFieldErrors, serverMessage } from '../../accounts/session.ts';

const emailOnly = staffEmailInput.pick({ email: true });

/**
 * A staff member's e-mail in the Staff list (docs/admin.md#staff): where their assignments and follow-up reminders
 * are mailed. Without one those go to the team's address, which the cell says. **Change** edits it in place; an
 * empty field clears it.
 */
export function StaffEmail({ account }: { account: StaffAccountRow }) {
  const utils = trpc.useUtils();
  const [editing, setEditing] = useState(false);
  const form = useForm({ mode: 'controlled', initialValues: { email: account.email ?? '' }, validate: schemaResolver(emailOnly, { sync: true }) });
  const save = trpc.auth.setStaffEmail.useMutation({
    onSuccess: async (saved) => {
      setEditing(false);
      showToast({
        color: 'green',
        title: saved.email ? 'E-mail saved' : 'E-mail removed',
        message: saved.email ? `${saved.name}'s work is mailed to ${saved.email}.` : `${saved.name}'s work is mailed to the team's address.`,
      });
      await utils.auth.staffAccounts.invalidate();
    },
    onError: (error) => {
      const fields = serverFieldErrors(error);
      form.setErrors(fields.email ? fields : { email: serverMessage(error) ?? 'Not saved. Please try again.' });
    },
  });

  if (!editing)
    return (
      <Group gap="xs" wrap="nowrap">
        {account.email ? (
          <Text size="sm">{account.email}</Text>
        ) : (
          <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
            None (team address)
          </Text>
        )}
        <Button
          size="compact-xs"
          variant="subtle"
          aria-label={`${account.email ? 'Change' : 'Add'} the e-mail of ${account.name}`}
          onClick={() => (form.setValues({ email: account.email ?? '' }), form.resetDirty(), setEditing(true))}
        >
          {account.email ? 'Change' : 'Add'}
        </Button>
      </Group>
    );

  return (
    <form onSubmit={form.onSubmit(() => save.mutate({ userId: account.id, email: form.values.email }))} noValidate>
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <TextInput
          size="xs"
          type="email"
          aria-label={`E-mail of ${account.name}`}
          placeholder="Empty: the team's address"
          autoComplete="off"
          miw={200}
          {...form.getInputProps('email')}
        />
        <Button size="xs" type="submit" loading={save.isPending}>
          Save
        </Button>
        <Button size="xs" variant="subtle" onClick={() => (form.clearErrors(), setEditing(false))}>
          Cancel
        </Button>
      </Group>
    </form>
  );
}
