import { Button, Container, Group, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { entityCheckoutOptions } from '@elite/contracts/catalogue/entity-types';
import { usStates } from '@elite/contracts/catalogue/us-states';
import { IconArrowRight } from '@tabler/icons-react';
import { useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { entityCheckoutHref } from './entity-search.ts';

/** On /entity-types: choose a type and a state, then pay for the formation at /entity-checkout. */
export function StartFormation() {
  const router = useRouter();
  const [type, setType] = useState<string | null>('llc');
  const [state, setState] = useState<string | null>(null);
  return (
    <Container size="lg" py={48}>
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
              data={entityCheckoutOptions.map((o) => ({ value: o.type, label: `${o.label} — ${o.price}` }))}
              value={type}
              onChange={setType}
              allowDeselect={false}
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
