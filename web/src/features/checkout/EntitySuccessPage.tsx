import { Button, Container, Group, List, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { company } from '@elite/contracts/catalogue/company';
import { entityCheckoutCopy } from '@elite/contracts/catalogue/entity-types';
import { IconFileText, IconHeadset, IconTimeline } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import classes from './Checkout.module.css';
import { SuccessHeader } from './SuccessHeader.tsx';

const nextSteps = [
  'A confirmation and your receipt are on their way to your e-mail.',
  'A formation specialist reviews your details and contacts you within one business day.',
  `We file your formation documents with the state within ${entityCheckoutCopy.filingWithin}.`,
  'Your EIN is requested from the IRS as soon as the state approves the filing.',
];
const timeline = [
  { when: 'Today', what: 'Order received and payment confirmed' },
  { when: 'Within 24-48 hours', what: 'Documents filed with the state' },
  { when: `${entityCheckoutCopy.successEstimate}`, what: 'State approval and your formation documents' },
];
const documents = ['Articles of Organization or Incorporation (state-filed)', 'Operating Agreement or Corporate Bylaws', 'EIN (Federal Tax ID) Confirmation', 'Compliance Calendar'];

/** /entity-success (spec 1, section 2). */
export function EntitySuccessPage() {
  const navigate = useNavigate();
  return (
    <div className={classes.page}>
      <Container size="md">
        <SuccessHeader title="Your Formation Is Under Way">
          Thank you. Your payment was received and your entity formation has been submitted. Estimated completion: {entityCheckoutCopy.successEstimate}.
        </SuccessHeader>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          <Paper withBorder radius="lg" p="lg" className={classes.card}>
            <Title order={2} fz={20} mb="sm">
              What Happens Next
            </Title>
            <List type="ordered" spacing="xs" size="sm">
              {nextSteps.map((s) => (
                <List.Item key={s}>{s}</List.Item>
              ))}
            </List>
          </Paper>
          <Paper withBorder radius="lg" p="lg" className={classes.card}>
            <Group gap="xs" mb="sm">
              <IconTimeline size={20} aria-hidden />
              <Title order={2} fz={20}>
                Expected Timeline
              </Title>
            </Group>
            <Stack gap="xs">
              {timeline.map((t) => (
                <div key={t.what}>
                  <Text fw={600} size="sm">
                    {t.when}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {t.what}
                  </Text>
                </div>
              ))}
            </Stack>
          </Paper>
          <Paper withBorder radius="lg" p="lg" className={classes.card}>
            <Group gap="xs" mb="sm">
              <IconFileText size={20} aria-hidden />
              <Title order={2} fz={20}>
                Documents You Will Receive
              </Title>
            </Group>
            <List size="sm" spacing="xs">
              {documents.map((d) => (
                <List.Item key={d}>{d}</List.Item>
              ))}
            </List>
          </Paper>
          <Paper withBorder radius="lg" p="lg" className={classes.card}>
            <Group gap="xs" mb="sm">
              <IconHeadset size={20} aria-hidden />
              <Title order={2} fz={20}>
                Need Help?
              </Title>
            </Group>
            <Text size="sm">
              Our formation team is here {company.hours}. Call <a href={`tel:${company.phoneE164}`}>{company.phoneDisplay}</a> or write to{' '}
              <a href={`mailto:${company.supportEmail}`}>{company.supportEmail}</a>.
            </Text>
          </Paper>
        </SimpleGrid>
        <Group justify="center" mt="xl">
          <Button size="md" variant="outline" color="navy" onClick={() => void navigate({ to: '/' })}>
            Return to Home
          </Button>
          <Button size="md" color="navy" onClick={() => void navigate({ to: '/services' })}>
            Explore More Services
          </Button>
        </Group>
      </Container>
    </div>
  );
}
