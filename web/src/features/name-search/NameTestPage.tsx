import { Button, Container, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import classes from './NameSearch.module.css';

/**
 * /business-name-test (docs/tools.md#name-search-test-page): a developer page that sends POST /api/tools/name-search through the
 * shared request helper, loaded lazily, and prints the answer, 'Error {status}: ...' or 'Fetch error'.
 */
export function NameTestPage() {
  const [values, setValues] = useState({ businessName: 'Test Business', state: 'DE', businessType: 'llc' });
  const [output, setOutput] = useState('');
  const [sending, setSending] = useState(false);

  const set = (field: keyof typeof values) => (event: { currentTarget: { value: string } }) => {
    const value = event.currentTarget.value;
    setValues((v) => ({ ...v, [field]: value }));
  };

  const run = async (event: FormEvent) => {
    event.preventDefault();
    setSending(true);
    setOutput('');
    try {
      const { apiRequest } = await import('../../lib/api-request.ts');
      const res = await apiRequest('POST', '/api/tools/name-search', values);
      setOutput(JSON.stringify(await res.json(), null, 2));
    } catch (error) {
      // The helper's errors read "{status}: {body}"; anything else never reached the server.
      const message = error instanceof Error ? error.message : '';
      setOutput(/^\d{3}: /.test(message) ? `Error ${message}` : 'Fetch error');
    } finally {
      setSending(false);
    }
  };

  return (
    <Container size="sm" py={{ base: 40, sm: 64 }}>
      <Title order={1} fz={{ base: 26, sm: 32 }}>
        Business Name Search Test
      </Title>
      <Text c="dimmed" mt={4} mb="lg">
        Developer page: sends the fields below to POST /api/tools/name-search and shows the raw answer.
      </Text>
      <Paper withBorder radius="lg" p="lg">
        <form onSubmit={run} aria-label="Name search request">
          <Stack gap="sm">
            <TextInput label="businessName" value={values.businessName} onChange={set('businessName')} />
            <Group grow>
              <TextInput label="state" value={values.state} onChange={set('state')} />
              <TextInput label="businessType" value={values.businessType} onChange={set('businessType')} />
            </Group>
            <Button type="submit" color="navy" loading={sending}>
              Send Request
            </Button>
          </Stack>
        </form>
      </Paper>
      <Title order={2} fz="lg" mt="xl" mb="xs">
        Response
      </Title>
      <pre className={classes.output} data-testid="name-test-output" aria-live="polite" tabIndex={0} aria-label="Response">
        {output || 'No request sent yet.'}
      </pre>
    </Container>
  );
}
