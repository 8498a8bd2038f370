import { Button, Container, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle, IconArrowLeft } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import classes from './Intake.module.css';

/** The documented 'No subscription plan specified' card (docs/subscriptions-and-intake.md#business-intake). */
export function NoPlanCard() {
  return (
    <div className={classes.page}>
      <Container size="xs" py={40}>
        <Paper withBorder shadow="sm" radius="lg" p="xl" className={classes.card} role="alert">
          <Stack align="center" ta="center" gap="sm">
            <ThemeIcon color="red" variant="light" radius="xl" size={56}>
              <IconAlertTriangle size={30} aria-hidden />
            </ThemeIcon>
            <Text size="sm" fw={700} c="red.8" tt="uppercase">
              Error
            </Text>
            <Title order={1} fz={24}>
              No subscription plan specified
            </Title>
            <Text c="dimmed">The business intake form belongs to a subscription. Choose a plan first, or open the link from your welcome email.</Text>
            <Button component={Link} to="/services" color="navy" mt="xs" leftSection={<IconArrowLeft size={16} aria-hidden />}>
              Return to Services
            </Button>
          </Stack>
        </Paper>
      </Container>
    </div>
  );
}
