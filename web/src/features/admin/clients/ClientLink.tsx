import type { ReactNode, SyntheticEvent } from 'react';
import { AnchorLink } from '../queues/AnchorLink.tsx';

/** Inside a row that opens its record: the link opens the client instead, by click or by Enter. */
const keepFromRow = (event: SyntheticEvent) => event.stopPropagation();

/** A link to the client's page (docs/admin.md#one-client): /admin/clients?email=… */
export function ClientLink({ email, children, size = 'sm' }: { email: string; children: ReactNode; size?: 'xs' | 'sm' }) {
  return (
    <AnchorLink to="/admin/clients" search={{ email }} size={size} onClick={keepFromRow} onKeyDown={keepFromRow} style={{ overflowWrap: 'anywhere' }}>
      {children}
    </AnchorLink>
  );
}
