import { Button, Container, Grid, List, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { defineDataIsland } from '../../lib/data-island.tsx';
import { Island } from '../../lib/island.tsx';
import { PageHeader } from '../home/PageHeader.tsx';
import sections from '../home/Sections.module.css';
import classes from './NameSearch.module.css';

const tips = [
  'Filing offices ignore punctuation, "The" and endings such as LLC or Inc.: "Acme, LLC" and "The Acme Inc." are the same name.',
  'The ending must fit the entity: an LLC ends in LLC or L.L.C., a corporation in Inc., Corp. or Company.',
  'Words such as Bank, Trust, Insurance or Federal need a regulator’s approval.',
  'Check the domain, the trademark register and social handles before you file.',
];

/**
 * The search form and its results: a data island (lib/data-island.tsx). Its HTML is on the page from the start; its
 * code and the data layer arrive when the visitor reaches for it, and what was typed or pressed meanwhile is kept.
 */
export const nameSearchTool = defineDataIsland(() => import('./NameSearchTool.tsx').then((m) => m.NameSearchTool));

/** /business-name-search (docs/tools.md#business-name-search): the search form and its results, and a button to /contact. */
export function NameSearchPage() {
  return (
    <>
      <PageHeader
        eyebrow="Free Tool"
        title="Business Name Search"
        lead="Check whether a name can be registered in your state, see why if it cannot, and get five alternatives that can."
      />
      <section className={sections.sectionMuted} aria-label="Name search">
        <Container size="lg" py={{ base: 40, sm: 64 }}>
          <Grid gap="xl">
            <Grid.Col span={{ base: 12, md: 8 }}>
              <Island code={nameSearchTool} props={{}} loadWhen="approached" />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 4 }}>
              <Stack gap="lg">
                <Paper withBorder radius="lg" p="lg" className={classes.card} aria-labelledby="name-tips-title">
                  <Title order={2} id="name-tips-title" fz="lg" mb="sm">
                    How names are judged
                  </Title>
                  <List size="sm" spacing="xs">
                    {tips.map((tip) => (
                      <List.Item key={tip}>{tip}</List.Item>
                    ))}
                  </List>
                </Paper>
                <Paper withBorder radius="lg" p="lg" className={classes.card} aria-labelledby="name-help-title">
                  <Title order={2} id="name-help-title" fz="lg">
                    Want an expert to check it?
                  </Title>
                  <Text size="sm" c="dimmed" mt={4} mb="md">
                    Our formation specialists search the state registry, reserve the name and file your entity.
                  </Text>
                  <Button component={Link} to="/contact" color="navy" fullWidth rightSection={<IconArrowRight size={16} aria-hidden />}>
                    Talk to a Formation Specialist
                  </Button>
                </Paper>
              </Stack>
            </Grid.Col>
          </Grid>
        </Container>
      </section>
    </>
  );
}
