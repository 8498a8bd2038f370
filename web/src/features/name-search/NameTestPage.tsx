import { Button, Container, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { firstFieldErrors } from '../../lib/forms.ts';
import classes from './NameSearch.module.css';

/**
 * /business-name-test (docs/tools.md#name-search-test-page): a developer page that sends POST /api/tools/name-search through the
 * shared request helper, loaded lazily, and prints the answer, 'Error {status}: ...' or 'Fetch error'. Its fields
 * are raw on purpose: the browser checks nothing, so the server's own 400 can be seen, and its field messages also
 * land under the fields they name (docs/decisions/0029-forms-on-mantine-form.md).
 */
export function NameTestPage() {
  const form = useForm({ initialValues: { businessName: 'Test Business', state: 'DE', businessType: 'llc' } });
  const [output, setOutput] = useState('');
  const [sending, setSending] = useState(false);

  const run = async (values: typeof form.values) => {
    setSending(true);
    setOutput('');
    let api: typeof import('../../lib/api-request.ts') | undefined;
    try {
      api = await import('../../lib/api-request.ts');
      const res = await api.apiRequest('POST', '/api/tools/name-search', values);
      setOutput(JSON.stringify(await res.json(), null, 2));
    } catch (error) {
      // The helper's errors read "{status}: {body}"; anything else never reached the server.
      const message = error instanceof Error ? error.message : '';
      setOutput(/^\d{3}: /.test(message) ? `Error ${message}` : 'Fetch error');
      if (api && error instanceof api.ApiRequestError) form.setErrors(firstFieldErrors(error.fieldErrors));
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
        <form onSubmit={form.onSubmit(run)} aria-label="Name search request">
          <Stack gap="sm">
            <TextInput label="businessName" {...form.getInputProps('businessName')} />
            <Group grow>
              <TextInput label="state" {...form.getInputProps('state')} />
              <TextInput label="businessType" {...form.getInputProps('businessType')} />
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
