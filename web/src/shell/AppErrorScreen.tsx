import { Anchor, Button, Center, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { company } from '@elite/contracts/catalogue/company';

export interface AppErrorScreenProps {
  error?: unknown;
  /** 'Try Again': clears the error and renders again. */
  onReset: () => void;
}

/** The app-level error screen (docs/site-and-navigation.md#app-error-screen). */
export function AppErrorScreen({ onReset }: AppErrorScreenProps) {
  return (
    <Center mih="100vh" p="md" bg="gray.0">
      <Paper withBorder shadow="md" radius="lg" p="xl" maw={520} w="100%" role="alert">
        <Stack align="center" gap="md" ta="center">
          <ThemeIcon size={64} radius="xl" color="red" variant="light">
            <IconAlertTriangle size={34} aria-hidden />
          </ThemeIcon>
          <Title order={1} fz={28}>
            Oops! Something went wrong
          </Title>
          <Text c="dimmed">We encountered an unexpected error. Don&apos;t worry, our team has been notified.</Text>
          <Group justify="center" mt="sm">
            <Button onClick={onReset}>Try Again</Button>
            <Button variant="default" onClick={() => window.location.assign('/')}>
              Go to Homepage
            </Button>
          </Group>
          <Text size="sm" c="dimmed" mt="md">
            If the problem persists, please contact our support team. <Anchor href={`mailto:${company.email}`}>{company.email}</Anchor>
          </Text>
        </Stack>
      </Paper>
    </Center>
  );
}
