import type { ContactRow } from '@elite/contracts/schemas/admin';
import { useTRPC } from '../../../lib/trpc.ts';
import { AdminList, type AdminColumn } from '../AdminList.tsx';
import { formatDateTime } from '../format.ts';

export const contactColumns: AdminColumn<ContactRow>[] = [
  { key: 'createdAt', header: 'Date', value: (r) => formatDateTime(r.createdAt), nowrap: true },
  { key: 'name', header: 'Name', value: (r) => `${r.firstName} ${r.lastName}`.trim(), nowrap: true },
  { key: 'email', header: 'Email', value: (r) => r.email },
  { key: 'phone', header: 'Phone', value: (r) => r.phone, nowrap: true },
  { key: 'businessType', header: 'Business Type', value: (r) => r.businessType || 'Not specified' },
  { key: 'message', header: 'Message', value: (r) => r.message, truncate: true, detail: { wide: true } },
];

/** The Contact Submissions tab. */
export function ContactsList() {
  const trpc = useTRPC();
  return (
    <AdminList
      title="Contact Submissions"
      description="Messages sent through the contact form"
      columns={contactColumns}
      query={(input) => trpc.admin.contacts.queryOptions(input)}
      emptyTitle="No contact submissions yet"
      emptyDescription="Messages from the contact form will appear here."
      exportName="contact-submissions"
      detailTitle={(r) => `${r.firstName} ${r.lastName}`.trim()}
    />
  );
}
