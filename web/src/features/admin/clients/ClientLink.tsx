import type { ReactNode, SyntheticEvent } from 'react';
import { AnchorLink } from '../queues/AnchorLink.tsx';

/** Inside a row that opens its record: the link opens the client instead, by click or by Enter. */
const keepFromRow = (event: SyntheticEvent) => event.stopPropagation();

/** A link to the client's page (docs/admin.md#one-client): /admin/clients?email=… */
export function ClientLink({ email, children, label }: { email: string; children: ReactNode; label?: string }) {
  return (
    <AnchorLink
      to="/admin/clients"
      search={{ email }}
      size="sm"
      aria-label={label}
      title={label}
      onClick={keepFromRow}
      onKeyDown={keepFromRow}
      style={{ overflowWrap: 'anywhere', display: 'inline-flex', alignItems: 'center', gap: 4 }}
    >
      {children}
    </AnchorLink>
  );
}
