import { Container, Title } from '@mantine/core';

export function HomePage() {
  return (
    <Container size="xl" py="xl">
      <Title>Executive advisory</Title>
    </Container>
  );
}
