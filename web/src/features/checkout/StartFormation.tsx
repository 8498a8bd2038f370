import { Button, Container, Group, NativeSelect, Paper, Stack, Text, Title } from '@mantine/core';
import { entityCheckoutOptions, findEntityCheckoutOption } from '@elite/contracts/catalogue/entity-types';
import { usStates } from '@elite/contracts/catalogue/us-states';
import { IconArrowRight } from '@tabler/icons-react';
import { useRouter, useRouterState } from '@tanstack/react-router';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { typedValues } from '../../lib/early-input.ts';
import { startFormationId } from '../home/EntityTypeCards.tsx';
import { entityCheckoutHref } from './entity-search.ts';

/**
 * On /entity-types (#start-formation, where each entity card's Start Formation leads): choose a type and a state, then pay for the formation at /entity-checkout.
 * `?type=` (from a card's Start Formation) chooses the type.
 */
export function StartFormation() {
  const router = useRouter();
  const searchType = useRouterState({ select: (s) => (s.location.search as { type?: unknown }).type });
  const [type, setType] = useState('llc');
  const [state, setState] = useState('');
  const chosen = type ? findEntityCheckoutOption(type) : undefined;
  const formRef = useRef<HTMLFormElement>(null);

  // On /entity-types this is an island: a choice made before its code was live is still in the selects, and kept
  // (lib/early-input.ts).
  useEffect(() => {
    const chosenEarly = typedValues(formRef.current, { type: 'llc', state: '' });
    if (chosenEarly.type) setType(chosenEarly.type);
    if (chosenEarly.state) setState(chosenEarly.state);
  }, []);

  const continueToCheckout = (event: FormEvent) => {
    event.preventDefault();
    if (type && state) void router.navigate({ href: entityCheckoutHref(type, state) });
  };

  // Read after mount (the prerendered page has no query string), and again when a card on the page changes it.
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- browser-only state, read after hydration (docs/decisions/0031-linting-and-formatting.md)
    if (typeof searchType === 'string' && findEntityCheckoutOption(searchType)) setType(searchType);
  }, [searchType]);

  return (
    <Container size="lg" py={48} id={startFormationId} style={{ scrollMarginTop: 40 }}>
      <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} shadow="sm">
        <Stack gap="md">
          <div>
            <Title order={2} fz={{ base: 24, sm: 28 }}>
              Start your formation online
            </Title>
            <Text c="dimmed">One-time payment, filed within 24-48 hours, with a full refund if your business cannot be formed.</Text>
          </div>
          <form ref={formRef} onSubmit={continueToCheckout} aria-label="Start your formation online">
            <Group align="flex-end" gap="md" wrap="wrap">
              <NativeSelect
                label="Entity type"
                data={entityCheckoutOptions.map((o) => ({ value: o.type, label: `${o.label} — ${o.price}` }))}
                name="type"
                value={type}
                onChange={(e) => setType(e.currentTarget.value)}
                description={chosen ? `${chosen.price}, one-time` : undefined}
                w={{ base: '100%', sm: 360 }}
              />
              <NativeSelect
                label="State of formation"
                data={[{ value: '', label: 'Select a state' }, ...usStates.map((s) => ({ value: s.code, label: s.label }))]}
                name="state"
                value={state}
                onChange={(e) => setState(e.currentTarget.value)}
                w={{ base: '100%', sm: 240 }}
              />
              <Button type="submit" size="md" color="navy" disabled={!type || !state} rightSection={<IconArrowRight size={16} aria-hidden />}>
                Continue to Checkout
              </Button>
            </Group>
          </form>
        </Stack>
      </Paper>
    </Container>
  );
}
