import { Button, Center, Group, Stack, Text, Title } from '@mantine/core';
import { company } from '@elite/contracts/catalogue/company';
import { Link, useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';

/** Every document needs a title, the 404 too (prerendered in 404.html and set after client navigation). */
export const notFoundTitle = `Page Not Found | ${company.name}`;

/** Shown for any path outside the route table (docs/site-and-navigation.md#404-screen). */
export function NotFoundScreen() {
  const router = useRouter();
  useEffect(() => {
    document.title = notFoundTitle;
  }, []);
  return (
    <Center mih="70vh" px="md" py={80}>
      <Stack align="center" ta="center" gap="md" maw={560}>
        <Text fz={96} fw={800} lh={1} c="navy.9" ff="heading" aria-hidden>
          404
        </Text>
        <Title order={1} fz={32}>
          Page Not Found
        </Title>
        <Text c="dimmed" size="lg">
          Oops! The page you&apos;re looking for doesn&apos;t exist. It might have been moved or deleted.
        </Text>
        <Group justify="center" mt="md">
          <Button size="md" component={Link} to="/">
            Go to Homepage
          </Button>
          <Button size="md" variant="default" onClick={() => router.history.back()}>
            Go Back
          </Button>
        </Group>
      </Stack>
    </Center>
  );
}
