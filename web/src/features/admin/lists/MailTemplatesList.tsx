import { Button, Group, Modal, Paper, Skeleton, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { mailTemplateFields, type MailTemplate } from '@elite/contracts/schemas/conversations';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { trpc } from '../../../lib/trpc.ts';
import { showToast } from '../../../lib/toast.ts';
import { serverFieldErrors, serverMessage } from '../../accounts/session.ts';
import { formatDateTime } from '../format.ts';

/**
 * Staff's mail templates (docs/conversations.md#templates): a name, a subject and a body that a record's composer
 * starts from. Admins list, create, edit and delete them; a template is copied into the composer, so editing it
 * later changes no mail already sent.
 */

type Editing = { template: MailTemplate | null } | null;

function TemplateForm({ template, onDone }: { template: MailTemplate | null; onDone: () => void }) {
  const utils = trpc.useUtils();
  const form = useForm({
    mode: 'controlled',
    initialValues: { name: template?.name ?? '', subject: template?.subject ?? '', body: template?.body ?? '' },
    validate: schemaResolver(mailTemplateFields, { sync: true }),
  });
  const options = {
    onSuccess: async () => {
      showToast({ color: 'green', title: 'Template saved', message: 'It is offered in every record’s composer.' });
      await utils.conversations.templates.invalidate();
      onDone();
    },
    onError: (error: Parameters<typeof serverFieldErrors>[0]) => {
      const fields = serverFieldErrors(error);
      if (Object.keys(fields).length) form.setErrors(fields);
      else showToast({ color: 'red', title: 'Template not saved', message: serverMessage(error) ?? 'Please try again.' });
    },
  };
  const create = trpc.conversations.createTemplate.useMutation(options);
  const update = trpc.conversations.updateTemplate.useMutation(options);
  const submit = form.onSubmit((values) => {
    const fields = mailTemplateFields.parse(values);
    if (template) update.mutate({ id: template.id, ...fields });
    else create.mutate(fields);
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput label="Name" description="What staff pick in the composer." {...form.getInputProps('name')} />
        <TextInput label="Subject" {...form.getInputProps('subject')} />
        <Textarea label="Body" rows={8} resize="vertical" {...form.getInputProps('body')} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={create.isPending || update.isPending}>
            Save template
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export function MailTemplatesList() {
  const templates = trpc.conversations.templates.useQuery();
  const utils = trpc.useUtils();
  const [editing, setEditing] = useState<Editing>(null);
  const [confirming, setConfirming] = useState<string | null>(null);
  const remove = trpc.conversations.deleteTemplate.useMutation({
    onSuccess: async () => {
      setConfirming(null);
      showToast({ color: 'green', title: 'Template deleted', message: 'Mails already sent keep their text.' });
      await utils.conversations.templates.invalidate();
    },
    onError: (error) => showToast({ color: 'red', title: 'Not deleted', message: serverMessage(error) ?? 'Please try again.' }),
  });
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1} fz={28} c="navy.9">
            Mail templates
          </Title>
          <Text c="dimmed" size="sm" mt={4}>
            Starting points for e-mails to clients: pick one in a record’s Conversation section, then adjust it before sending.
          </Text>
        </div>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing({ template: null })}>
          New template
        </Button>
      </Group>
      {templates.data ? (
        templates.data.length === 0 ? (
          <Text c="dimmed">No templates yet.</Text>
        ) : (
          <Stack gap="sm" component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label="Templates">
            {templates.data.map((t) => (
              <Paper component="li" key={t.id} withBorder p="md" radius="md">
                <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
                  <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
                    <Text fw={700}>{t.name}</Text>
                    <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                      {t.subject}
                    </Text>
                    <Text size="sm" c="dimmed" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
                      {t.body}
                    </Text>
                    <Text size="xs" c="dimmed">
                      Changed {formatDateTime(t.updatedAt)}
                    </Text>
                  </Stack>
                  <Group gap="xs">
                    <Button size="xs" variant="default" onClick={() => setEditing({ template: t })}>
                      Edit
                    </Button>
                    {confirming === t.id ? (
                      <Button size="xs" color="red" loading={remove.isPending} onClick={() => remove.mutate({ id: t.id })}>
                        Confirm Delete
                      </Button>
                    ) : (
                      <Button size="xs" variant="light" color="red" onClick={() => setConfirming(t.id)}>
                        Delete
                      </Button>
                    )}
                  </Group>
                </Group>
              </Paper>
            ))}
          </Stack>
        )
      ) : templates.isError ? (
        <Text c="red">The templates could not be loaded. {serverMessage(templates.error) ?? ''}</Text>
      ) : (
        <Skeleton height={120} radius="md" />
      )}
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing?.template ? 'Edit template' : 'New template'}
        centered
        radius="lg"
        size="lg"
      >
        {editing && <TemplateForm template={editing.template} onDone={() => setEditing(null)} />}
      </Modal>
    </Stack>
  );
}
