import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { company } from '@elite/contracts/catalogue/company';
import { checklists, resourceGuides } from '@elite/contracts/catalogue/resources';
import { IconMailForward } from '@tabler/icons-react';
import classes from './PortalDashboard.module.css';

/** A request for one guide or checklist, written in the client's own mail app to the advisors' address. */
const requestHref = (title: string) => `mailto:${company.email}?subject=${encodeURIComponent(`Please send me the ${title}`)}`;

function ResourceList({ label, items }: { label: string; items: readonly { id: string; title: string; detail: string }[] }) {
  return (
    <div>
      <Title order={3} fz={16} c="navy.9" mb="xs">
        {label}
      </Title>
      <Stack gap={0} component="ul" className={classes.rows} aria-label={label}>
        {items.map((item) => {
          const nameId = `portal-resource-${item.id}`;
          return (
            <li key={item.id} className={classes.row}>
              <Group justify="space-between" align="center" gap="xs md">
                <div className={classes.rowText}>
                  <Text fw={600} c="navy.9" id={nameId}>
                    {item.title}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {item.detail}
                  </Text>
                </div>
                <Button
                  component="a"
                  href={requestHref(item.title)}
                  variant="light"
                  color="navy"
                  size="sm"
                  leftSection={<IconMailForward size={16} stroke={1.8} aria-hidden />}
                  aria-describedby={nameId}
                >
                  Ask for it by e-mail
                </Button>
              </Group>
            </li>
          );
        })}
      </Stack>
    </div>
  );
}

/**
 * The portal's Resources (docs/portal.md#resources): the guides and checklists of /resources, the same list. No file
 * is served there or here: each is e-mailed on request, and the button writes that request.
 */
export function ResourcesCard() {
  return (
    <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} className={classes.card} component="section" aria-labelledby="portal-resources" id="resources">
      <Title order={2} fz={20} c="navy.9" id="portal-resources">
        Resources
      </Title>
      <Text c="dimmed" mt={4} mb="md">
        The guides and checklists of our Resources page, for you as a client. Ask for any of them and we e-mail it to you; you can also call us at{' '}
        {company.phoneDisplay}.
      </Text>
      <Stack gap="lg">
        <ResourceList label="Checklists" items={checklists.map((c) => ({ id: c.id, title: c.title, detail: `${c.items} items` }))} />
        <ResourceList label="Guides" items={resourceGuides.map((g) => ({ id: g.id, title: g.title, detail: `Guide · ${g.pages} pages` }))} />
      </Stack>
    </Paper>
  );
}
