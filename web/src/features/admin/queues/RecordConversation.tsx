import { Alert, Anchor, Badge, Button, Group, Paper, Select, Skeleton, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { mailForm, type ConversationMessage } from '@elite/contracts/schemas/conversations';
import type { WorkKind } from '@elite/contracts/schemas/work-queues';
import { IconArrowDownLeft, IconArrowUpRight, IconPaperclip, IconSend } from '@tabler/icons-react';
import { trpc } from '../../../lib/trpc.ts';
import { showToast } from '../../../lib/toast.ts';
import { serverFieldErrors, serverMessage } from '../../accounts/session.ts';
import { formatDateTime } from '../format.ts';
import { AnchorLink } from './AnchorLink.tsx';
import { useRecordRefresh } from './RecordWorkflow.tsx';

/**
 * A record's e-mail conversation (docs/conversations.md): the mails to the client and their answers, oldest first,
 * held answers with Accept and Discard, and the composer (free text, or a staff template to start from). A mail
 * goes out through the outbox with the record's reply address, so the answer comes back here.
 */

function Attachments({ message }: { message: ConversationMessage }) {
  if (message.attachments.length === 0) return null;
  return (
    <Stack gap={2} component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label="Attachments">
      {message.attachments.map((a, i) => (
        <Group component="li" key={`${a.fileName}-${i}`} gap={6} wrap="nowrap" align="flex-start">
          <IconPaperclip size={14} aria-hidden style={{ flexShrink: 0, marginTop: 3 }} />
          {a.documentId ? (
            <Anchor href={`/api/documents/${a.documentId}`} size="sm" style={{ overflowWrap: 'anywhere' }}>
              {a.fileName}
            </Anchor>
          ) : (
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {a.fileName}: not stored. {a.refused}
            </Text>
          )}
        </Group>
      ))}
    </Stack>
  );
}

function HeldActions({ message, onDecided }: { message: ConversationMessage; onDecided: () => Promise<void> }) {
  const onError = (error: Parameters<typeof serverMessage>[0]) =>
    showToast({ color: 'red', title: 'Not changed', message: serverMessage(error) ?? 'Please try again.' });
  const accept = trpc.conversations.accept.useMutation({ onSuccess: onDecided, onError });
  const discard = trpc.conversations.discard.useMutation({ onSuccess: onDecided, onError });
  return (
    <Alert color="yellow" title="Held aside: not part of the record yet" p="sm">
      <Stack gap="xs">
        <Text size="sm">{message.heldReason}</Text>
        <Group gap="xs">
          <Button size="compact-sm" color="green" loading={accept.isPending} onClick={() => accept.mutate({ id: message.id })}>
            Accept
          </Button>
          <Button size="compact-sm" variant="default" loading={discard.isPending} onClick={() => discard.mutate({ id: message.id })}>
            Discard
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}

const stateBadge: Partial<Record<ConversationMessage['state'], { label: string; color: string }>> = {
  held: { label: 'Held', color: 'yellow' },
  discarded: { label: 'Discarded', color: 'gray' },
};

const arrow = { flexShrink: 0, marginTop: 1 };

/** A received mail's sender: "Name <address>", or the address alone when the mail gave no other name. */
const sender = (message: ConversationMessage) => (message.authorName === message.from ? message.from : `${message.authorName} <${message.from}>`);

function MessageCard({ message, onDecided }: { message: ConversationMessage; onDecided: () => Promise<void> }) {
  const out = message.direction === 'out';
  const badge = stateBadge[message.state];
  return (
    <Paper
      component="li"
      withBorder
      p="sm"
      radius="md"
      bg={out ? 'navy.0' : message.state === 'held' ? 'yellow.0' : 'white'}
      data-testid="conversation-message"
    >
      <Stack gap={6}>
        <Group gap={6} justify="space-between" wrap="wrap" align="flex-start">
          <Group gap={6} wrap="nowrap" align="flex-start" style={{ minWidth: 0, flex: 1 }}>
            {out ? <IconArrowUpRight size={16} aria-hidden style={arrow} /> : <IconArrowDownLeft size={16} aria-hidden style={arrow} />}
            <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {out ? `${message.authorName} to ${message.to}` : sender(message)} · {formatDateTime(message.at)}
            </Text>
          </Group>
          {badge && (
            <Badge size="sm" variant="light" color={badge.color}>
              {badge.label}
            </Badge>
          )}
        </Group>
        <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
          {message.subject}
        </Text>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {message.text}
        </Text>
        <Attachments message={message} />
        {message.state === 'held' && <HeldActions message={message} onDecided={onDecided} />}
      </Stack>
    </Paper>
  );
}

function Composer({ kind, id, onSent }: { kind: WorkKind; id: string; onSent: () => Promise<void> }) {
  const templates = trpc.conversations.templates.useQuery();
  const form = useForm({ mode: 'controlled', initialValues: { subject: '', text: '' }, validate: schemaResolver(mailForm, { sync: true }) });
  const send = trpc.conversations.send.useMutation({
    onSuccess: async (message) => {
      form.reset();
      showToast({ color: 'green', title: 'E-mail sent', message: `It is on its way to ${message.to}; the answer comes back to this record.` });
      await onSent();
    },
    onError: (error) => {
      const fields = serverFieldErrors(error);
      if (Object.keys(fields).length) form.setErrors(fields);
      else showToast({ color: 'red', title: 'E-mail not sent', message: serverMessage(error) ?? 'Please try again.' });
    },
  });
  const useTemplate = (templateId: string | null) => {
    const template = templates.data?.find((t) => t.id === templateId);
    if (template) form.setValues({ subject: template.subject, text: template.body });
  };
  return (
    <form onSubmit={form.onSubmit((values) => send.mutate({ kind, id, ...mailForm.parse(values) }))} noValidate aria-label="Write to the client">
      <Stack gap="xs">
        <Select
          label="Start from a template"
          placeholder={templates.data?.length ? 'Choose a template' : 'No templates yet'}
          data={(templates.data ?? []).map((t) => ({ value: t.id, label: t.name }))}
          disabled={!templates.data?.length}
          onChange={useTemplate}
          value={null}
          clearable={false}
          description={
            <>
              Staff manage them under{' '}
              <AnchorLink to="/admin" search={{ tab: 'mail-templates' }} size="xs">
                Mail templates
              </AnchorLink>
              .
            </>
          }
        />
        <TextInput label="Subject" name="subject" {...form.getInputProps('subject')} />
        <Textarea label="Message" rows={6} resize="vertical" {...form.getInputProps('text')} />
        <Group justify="flex-end">
          <Button type="submit" size="xs" leftSection={<IconSend size={14} aria-hidden />} loading={send.isPending}>
            Send e-mail
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export function RecordConversation({ kind, id }: { kind: WorkKind; id: string }) {
  const thread = trpc.conversations.thread.useQuery({ kind, id });
  const utils = trpc.useUtils();
  const refreshRecord = useRecordRefresh(kind);
  const refresh = () => Promise.all([utils.conversations.thread.invalidate({ kind, id }), refreshRecord()]).then(() => undefined);
  if (thread.isError)
    return (
      <Text size="sm" c="red">
        The e-mails could not be loaded. {serverMessage(thread.error) ?? ''}
      </Text>
    );
  if (!thread.data) return <Skeleton height={80} radius="md" aria-label="Loading the e-mails" />;
  const { messages, clientEmail, replyAddress } = thread.data;
  return (
    <Stack gap="md">
      {messages.length === 0 ? (
        <Text size="sm" c="dimmed">
          No e-mails yet. Write to {clientEmail || 'the client'} below: the answer comes back to this record.
        </Text>
      ) : (
        <Stack gap="xs" component="ol" m={0} p={0} style={{ listStyle: 'none' }} aria-label="E-mails">
          {messages.map((m) => (
            <MessageCard key={m.id} message={m} onDecided={refresh} />
          ))}
        </Stack>
      )}
      {replyAddress && (
        <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          Answers go to {replyAddress}
        </Text>
      )}
      {clientEmail ? <Composer kind={kind} id={id} onSent={refresh} /> : <Text size="sm">This record has no e-mail address to write to.</Text>}
    </Stack>
  );
}
