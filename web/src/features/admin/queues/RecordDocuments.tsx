import { Anchor, Button, FileInput, Group, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  DOCUMENT_EMPTY_MESSAGE,
  DOCUMENT_MAX_BYTES,
  DOCUMENT_MISSING_MESSAGE,
  DOCUMENT_TOO_LARGE_MESSAGE,
  documentContentTypes,
  documentFileProblem,
  documentTypeNames,
  formatFileSize,
  SIGNATURE_BYTES,
} from '@elite/contracts/rules/document-files';
import { DOCUMENT_NOTE_MAX, documentKinds, documentUploadFields, type DocumentKind, type StaffDocument } from '@elite/contracts/schemas/documents';
import type { WorkKind } from '@elite/contracts/schemas/work-queues';
import { IconDownload, IconFileUpload, IconTrash } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { trpc } from '../../../lib/trpc.ts';
import { showToast } from '../../../lib/toast.ts';
import { serverMessage } from '../../accounts/session.ts';
import { formatDateTime } from '../format.ts';

/** The kinds a document can belong to (formations and orders): their drawer has a Documents section. */
export const takesDocuments = (kind: WorkKind): kind is DocumentKind => (documentKinds as readonly string[]).includes(kind);

/** Sends the file as the REST upload takes it (multipart/form-data; tRPC carries no files: decision 35). */
async function uploadDocument(kind: DocumentKind, id: string, file: File, note: string): Promise<StaffDocument> {
  const form = new FormData();
  form.set('file', file);
  if (note.trim()) form.set('note', note);
  const res = await fetch(`/api/admin/records/${kind}/${id}/documents`, { method: 'POST', body: form, credentials: 'same-origin' });
  const body = (await res.json().catch(() => ({}))) as { error?: string; fieldErrors?: Record<string, string[]> };
  if (!res.ok) throw new Error(body.fieldErrors?.file?.[0] ?? body.fieldErrors?.note?.[0] ?? body.error ?? `The upload failed (${res.status}).`);
  return body as StaffDocument;
}

function UploadForm({ kind, id, onAdded }: { kind: DocumentKind; id: string; onAdded: () => Promise<void> }) {
  const form = useForm<{ file: File | null; note: string }>({
    mode: 'controlled',
    initialValues: { file: null, note: '' },
    validate: {
      // The size here, the first bytes on submit: the server's own rules (contracts/src/rules/document-files.ts).
      file: (file) =>
        !file ? DOCUMENT_MISSING_MESSAGE : file.size === 0 ? DOCUMENT_EMPTY_MESSAGE : file.size > DOCUMENT_MAX_BYTES ? DOCUMENT_TOO_LARGE_MESSAGE : null,
      note: (note) => documentUploadFields.shape.note.safeParse(note).error?.issues[0]?.message ?? null,
    },
  });
  const upload = useMutation({
    mutationFn: ({ file, note }: { file: File; note: string }) => uploadDocument(kind, id, file, note),
    onSuccess: async (document) => {
      form.reset();
      showToast({ color: 'green', title: 'Document added', message: `${document.fileName} is in the client’s portal; they are e-mailed.` });
      await onAdded();
    },
    onError: (error) => form.setFieldError('file', error.message),
  });
  const submit = form.onSubmit(async ({ file, note }) => {
    if (!file) return;
    const problem = documentFileProblem(file.size, new Uint8Array(await file.slice(0, SIGNATURE_BYTES).arrayBuffer()));
    if (problem) form.setFieldError('file', problem);
    else upload.mutate({ file, note });
  });
  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label="Add a document">
      <Stack gap="xs">
        <FileInput
          label="Add a document"
          description="A PDF, PNG, JPEG or WebP image of at most 10 MB. The client sees it in their portal and is e-mailed."
          placeholder="Choose a file"
          accept={documentContentTypes.join(',')}
          clearable
          leftSection={<IconFileUpload size={16} aria-hidden />}
          {...form.getInputProps('file')}
        />
        <TextInput label="Note for the client" description="Optional, shown with the file." maxLength={DOCUMENT_NOTE_MAX} {...form.getInputProps('note')} />
        <Group justify="flex-end">
          <Button type="submit" size="xs" loading={upload.isPending}>
            Upload
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function DocumentRow({ document, onRemoved }: { document: StaffDocument; onRemoved: () => Promise<void> }) {
  const [confirming, setConfirming] = useState(false);
  const remove = trpc.documents.remove.useMutation({
    onSuccess: async (removed) => {
      showToast({ color: 'green', title: 'Document removed', message: `${removed.fileName} is no longer in the client’s portal.` });
      await onRemoved();
    },
    onError: (error) => showToast({ color: 'red', title: 'Document not removed', message: serverMessage(error) ?? 'Failed to remove it. Please try again.' }),
  });
  const meta = [
    documentTypeNames[document.contentType],
    formatFileSize(document.size),
    formatDateTime(document.createdAt),
    `by ${document.uploadedByName}`,
    document.downloads === 0 ? 'not downloaded yet' : document.downloads === 1 ? 'downloaded once' : `downloaded ${document.downloads} times`,
  ];
  return (
    <li>
      <Group justify="space-between" align="flex-start" gap="xs">
        <div style={{ minWidth: 0, flex: '1 1 260px' }}>
          <Anchor href={document.downloadUrl} download={document.fileName} size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
            {document.fileName}
          </Anchor>
          <Text size="xs" c="dimmed">
            {meta.join(' · ')}
          </Text>
          {document.note && <Text size="sm">{document.note}</Text>}
        </div>
        <Group gap={6} wrap="nowrap">
          <Button
            component="a"
            href={document.downloadUrl}
            download={document.fileName}
            size="compact-xs"
            variant="default"
            leftSection={<IconDownload size={14} aria-hidden />}
            aria-label={`Download ${document.fileName}`}
          >
            Download
          </Button>
          {!confirming && (
            <Button
              size="compact-xs"
              variant="light"
              color="red"
              leftSection={<IconTrash size={14} aria-hidden />}
              onClick={() => setConfirming(true)}
              aria-label={`Remove ${document.fileName}`}
            >
              Remove
            </Button>
          )}
        </Group>
      </Group>
      {confirming && (
        <Group gap="xs" mt={6} role="group" aria-label={`Remove ${document.fileName}?`}>
          <Text size="sm" fw={600}>
            Remove it from the client’s portal?
          </Text>
          <Button size="compact-xs" color="red" loading={remove.isPending} onClick={() => remove.mutate({ id: document.id })}>
            Yes, remove it
          </Button>
          <Button size="compact-xs" variant="default" disabled={remove.isPending} onClick={() => setConfirming(false)}>
            Keep it
          </Button>
        </Group>
      )}
    </li>
  );
}

/**
 * The record's documents (docs/admin.md#documents): upload (the client is e-mailed and sees it in the portal), the
 * list with who added each and how often it was downloaded, download, and remove after asking.
 */
export function RecordDocuments({ kind, id }: { kind: DocumentKind; id: string }) {
  const utils = trpc.useUtils();
  const documents = trpc.documents.list.useQuery({ kind, id });
  const refresh = () => Promise.all([utils.documents.list.invalidate({ kind, id }), utils.admin.record.invalidate()]).then(() => undefined);
  const items = documents.data?.items ?? [];
  return (
    <Stack gap="md">
      {documents.isError ? (
        <Text size="sm" c="red">
          The documents could not be loaded.
        </Text>
      ) : documents.data && items.length === 0 ? (
        <Text size="sm" c="dimmed">
          No documents yet.
        </Text>
      ) : (
        <Stack gap="sm" component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label="Documents" aria-busy={documents.isPending}>
          {items.map((document) => (
            <DocumentRow key={document.id} document={document} onRemoved={refresh} />
          ))}
        </Stack>
      )}
      <UploadForm kind={kind} id={id} onAdded={refresh} />
    </Stack>
  );
}
