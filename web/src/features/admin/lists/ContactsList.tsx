import { businessTypeLabels, businessTypes } from '@elite/contracts/schemas/leads';
import type { ContactRow } from '@elite/contracts/schemas/admin';
import { formatCents } from '@elite/contracts/rules/money';
import { Badge, Button, List, Text } from '@mantine/core';
import { IconMail, IconPhone } from '@tabler/icons-react';
import { trpc } from '../../../lib/trpc.ts';
import { AdminList, type AdminColumn } from '../AdminList.tsx';
import { formatDateTime } from '../format.ts';

const KIND_LABEL = { contact: 'Contact', proposal: 'Proposal', chat: 'Chat' } as const;

/** 'llc' -> 'LLC'; empty -> 'Not specified' (docs/admin.md#contact-submissions). */
export function businessTypeText(value: string | null | undefined): string {
  if (!value) return 'Not specified';
  return (businessTypes as readonly string[]).includes(value) ? businessTypeLabels[value as keyof typeof businessTypeLabels] : value;
}

function proposalItemsText(row: ContactRow): string {
  if (!row.items?.length) return '';
  const lines = row.items.map((i) => `${i.title} x ${i.quantity} (${formatCents(i.priceCents)} each)`);
  return [...lines, `Total: ${formatCents(row.totalCents ?? 0)}`].join('; ');
}

export const contactColumns: AdminColumn<ContactRow>[] = [
  { key: 'createdAt', header: 'Date', value: (r) => formatDateTime(r.createdAt), nowrap: true },
  {
    key: 'kind',
    header: 'Type',
    value: (r) => KIND_LABEL[r.kind ?? 'contact'],
    render: (r) => (
      <Badge variant="light" color={r.kind === 'proposal' ? 'gold' : r.kind === 'chat' ? 'teal' : 'navy'}>
        {KIND_LABEL[r.kind ?? 'contact']}
      </Badge>
    ),
    nowrap: true,
  },
  { key: 'name', header: 'Name', value: (r) => `${r.firstName} ${r.lastName}`.trim(), nowrap: true },
  { key: 'email', header: 'Email', value: (r) => r.email },
  { key: 'phone', header: 'Phone', value: (r) => r.phone, nowrap: true },
  { key: 'businessType', header: 'Business Type', value: (r) => businessTypeText(r.businessType) },
  { key: 'company', header: 'Company', value: (r) => r.company ?? '', table: false },
  { key: 'service', header: 'Interested In', value: (r) => r.service ?? '', table: false },
  {
    key: 'items',
    header: 'Proposal Items',
    value: proposalItemsText,
    table: false,
    detail: {
      wide: true,
      render: (r) =>
        r.items?.length ? (
          <>
            <List size="sm">
              {r.items.map((i) => (
                <List.Item key={i.id}>
                  {i.title} × {i.quantity} ({formatCents(i.priceCents)} each)
                </List.Item>
              ))}
            </List>
            <Text fw={600} mt={4}>
              Total: {formatCents(r.totalCents ?? 0)}
            </Text>
          </>
        ) : (
          '—'
        ),
    },
  },
  { key: 'message', header: 'Message', value: (r) => r.message, truncate: true, detail: { wide: true } },
];

/** The Contact Submissions tab: contact messages, proposal requests and chats that waited for the team. */
export function ContactsList() {
  return (
    <AdminList
      title="Contact Submissions"
      description="Messages from the contact form, proposal requests and chats left for the team"
      columns={contactColumns}
      procedure={trpc.admin.contacts}
      emptyTitle="No contact submissions yet"
      emptyDescription="Messages from the contact form will appear here."
      exportName="contact-submissions"
      detailTitle={(r) => `${r.firstName} ${r.lastName}`.trim()}
      detailActions={(r) => (
        <>
          <Button component="a" href={`mailto:${r.email}`} leftSection={<IconMail size={16} aria-hidden />}>
            Reply via Email
          </Button>
          {r.phone && (
            <Button component="a" variant="default" href={`tel:${r.phone.replace(/[^\d+]/g, '')}`} leftSection={<IconPhone size={16} aria-hidden />}>
              Call Contact
            </Button>
          )}
        </>
      )}
    />
  );
}
