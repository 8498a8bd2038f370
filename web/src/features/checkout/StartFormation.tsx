import { Button, Container, Group, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { entityCheckoutOptions, findEntityCheckoutOption } from '@elite/contracts/catalogue/entity-types';
import { usStates } from '@elite/contracts/catalogue/us-states';
import { IconArrowRight } from '@tabler/icons-react';
import { useRouter, useRouterState } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { startFormationId } from '../home/EntityTypeCards.tsx';
import { entityCheckoutHref } from './entity-search.ts';

/**
 * On /entity-types (#start-formation, where each entity card's Start Formation leads): choose a type and a state, then pay for the formation at /entity-checkout.
 * `?type=` (from a card's Start Formation) chooses the type.
 */
export function StartFormation() {
  const router = useRouter();
  const searchType = useRouterState({ select: (s) => (s.location.search as { type?: unknown }).type });
  const [type, setType] = useState<string | null>('llc');
  const [state, setState] = useState<string | null>(null);
  const chosen = type ? findEntityCheckoutOption(type) : undefined;

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
          <Group align="flex-end" gap="md" wrap="wrap">
            <Select
              label="Entity type"
              data={entityCheckoutOptions.map((o) => ({ value: o.type, label: o.label }))}
              renderOption={({ option }) => (
                <Group justify="space-between" wrap="nowrap" w="100%" gap="sm">
                  <span>{option.label}</span>
                  <Text span fw={600} size="sm">
                    {findEntityCheckoutOption(option.value)?.price}
                  </Text>
                </Group>
              )}
              value={type}
              onChange={setType}
              allowDeselect={false}
              description={chosen ? `${chosen.price}, one-time` : undefined}
              w={{ base: '100%', sm: 360 }}
            />
            <Select
              label="State of formation"
              placeholder="Select a state"
              data={usStates.map((s) => ({ value: s.code, label: s.label }))}
              value={state}
              onChange={setState}
              searchable
              w={{ base: '100%', sm: 240 }}
            />
            <Button
              size="md"
              color="navy"
              disabled={!type || !state}
              rightSection={<IconArrowRight size={16} aria-hidden />}
              onClick={() => type && state && void router.navigate({ href: entityCheckoutHref(type, state) })}
            >
              Continue to Checkout
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Container>
  );
}
