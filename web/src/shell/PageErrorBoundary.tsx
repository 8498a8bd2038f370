import { Button, Center, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { Component, type ErrorInfo, type ReactNode } from 'react';

export function PageErrorCard({ pageName }: { pageName?: string }) {
  return (
    <Center py={80} px="md">
      <Paper withBorder shadow="sm" radius="lg" p="xl" maw={480} w="100%" role="alert">
        <Stack align="center" ta="center" gap="sm">
          <ThemeIcon size={56} radius="xl" color="orange" variant="light">
            <IconAlertCircle size={30} aria-hidden />
          </ThemeIcon>
          <Title order={2} fz={24}>
            Page Error
          </Title>
          <Text c="dimmed">We couldn&apos;t load {pageName ?? 'this page'} properly. This might be a temporary issue.</Text>
          <Button mt="sm" onClick={() => window.history.back()}>
            Go Back
          </Button>
        </Stack>
      </Paper>
    </Center>
  );
}

interface Props {
  /** Named in the card and in the console log, e.g. 'Checkout' or 'Admin Dashboard'. */
  pageName?: string;
  children: ReactNode;
}

/** The page-level error card (docs/site-and-navigation.md#page-error-card) around one page. */
export class PageErrorBoundary extends Component<Props, { error: unknown }> {
  override state = { error: null as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(`Error in ${this.props.pageName ?? 'page'}:`, error, info.componentStack);
  }

  override render() {
    if (this.state.error) return <PageErrorCard pageName={this.props.pageName} />;
    return this.props.children;
  }
}
