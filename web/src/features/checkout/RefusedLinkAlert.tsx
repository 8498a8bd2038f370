import { Alert, Container } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import type { RefusedLinkReason } from './refused-link.ts';

/** The line a page shows for each reason a checkout link was refused (docs/entity-checkout.md#query-parameters). */
const refusedLinkLines: Record<RefusedLinkReason, string> = {
  missing: 'That checkout link was incomplete: it did not say which entity, state and price. Choose your entity type and state below.',
  type: 'That checkout link named an entity type we do not form. Choose one of ours below.',
  state: 'That checkout link named a state we do not know. Choose your entity type and state below.',
  price: 'That checkout link carried a price that is not ours. Each entity type below shows its price; choose one to continue.',
  plan: 'That checkout link named a plan we do not offer. Choose a retainer or a program below.',
};

/** Why the visitor is here instead of a checkout (RefusedLinkNotice.tsx shows it when the address says so). */
export function RefusedLinkAlert({ reason }: { reason: RefusedLinkReason }) {
  return (
    <Container size="lg" pt="md">
      <Alert color="blue" variant="light" role="status" icon={<IconInfoCircle size={20} aria-hidden />} title="This checkout link could not be used">
        {refusedLinkLines[reason]}
      </Alert>
    </Container>
  );
}
