import { Button, type ButtonProps, Container, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { company } from '@elite/contracts/catalogue/company';
import { intakePlanName, isIntakePlan } from '@elite/contracts/schemas/intake';
import { IconArrowRight, IconBook, IconHome, IconInfoCircle, IconLayoutGrid, IconLogin } from '@tabler/icons-react';
import { createLink, Link } from '@tanstack/react-router';
import { forwardRef, type AnchorHTMLAttributes } from 'react';
import { SuccessHeader } from '../checkout/SuccessHeader.tsx';
import classes from './Intake.module.css';

/** A Mantine button that is a typed router link (search params included). */
const ButtonLink = createLink(
  forwardRef<HTMLAnchorElement, ButtonProps & AnchorHTMLAttributes<HTMLAnchorElement>>(function ButtonAnchor(props, ref) {
    return <Button component="a" ref={ref} {...props} />;
  }),
);

/** Spec 2, section 2: what happens after the payment, in order. */
const nextSteps = [
  { title: 'Welcome email', text: 'Within the hour you receive a welcome email with your receipt and what to expect.' },
  { title: 'Onboarding call', text: 'Your onboarding lead contacts you within 24 hours to schedule your onboarding call.' },
  { title: 'Client portal access', text: 'Create your client portal account with the email you used at checkout to follow your progress.' },
  { title: 'Our team starts work', text: 'Your advisory team starts work on your business right away.' },
];

/** /subscription-success?plan=… (spec 2, sections 2 and 7): after a subscription payment. */
export function SubscriptionSuccessPage({ plan }: { plan: string | undefined }) {
  const planName = isIntakePlan(plan) ? intakePlanName(plan) : null;
  return (
    <div className={classes.page}>
      <Container size="md">
        <SuccessHeader title="Welcome Aboard!" size="lg">
          {planName ? `Your ${planName} is active.` : 'Your subscription is active.'} Thank you for choosing {company.name}.
        </SuccessHeader>

        <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} className={classes.card}>
          <Title order={2} fz={22} mb="md">
            What Happens Next
          </Title>
          <Stack gap="md" component="ol" m={0} p={0} style={{ listStyle: 'none' }}>
            {nextSteps.map((step, i) => (
              <Group key={step.title} component="li" gap="md" wrap="nowrap" align="flex-start">
                <span className={classes.stepNumber} aria-hidden>
                  {i + 1}
                </span>
                <div>
                  <Text fw={700}>{step.title}</Text>
                  <Text size="sm" c="dimmed">
                    {step.text}
                  </Text>
                </div>
              </Group>
            ))}
          </Stack>
        </Paper>

        <Paper radius="lg" p={{ base: 'lg', sm: 'xl' }} mt="lg" className={classes.intakeCallout}>
          <Group justify="space-between" gap="lg">
            <div style={{ flex: '1 1 280px' }}>
              <Title order={2} fz={22} c="white">
                Tell Us About Your Business
              </Title>
              <Text mt={6} className={classes.intakeCalloutText}>
                A few minutes now saves your onboarding call a lot of questions. Complete the business intake form so your team can start sooner.
              </Text>
            </div>
            <ButtonLink to="/business-intake" search={plan ? { plan } : {}} size="md" color="gold.4" autoContrast rightSection={<IconArrowRight size={18} aria-hidden />}>
              Complete Business Intake
            </ButtonLink>
          </Group>
        </Paper>

        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" mt="lg">
          <Button component={Link} to="/portal-login" size="md" variant="filled" color="navy" leftSection={<IconLogin size={18} aria-hidden />}>
            Access Client Portal
          </Button>
          <Button component={Link} to="/services" size="md" variant="outline" color="navy" leftSection={<IconLayoutGrid size={18} aria-hidden />}>
            Explore More Services
          </Button>
        </SimpleGrid>
        <Group justify="center" gap="xs" mt="lg">
          <Button component={Link} to="/" variant="subtle" color="navy" leftSection={<IconHome size={16} aria-hidden />}>
            Return Home
          </Button>
          <Button component={Link} to="/resources" variant="subtle" color="navy" leftSection={<IconBook size={16} aria-hidden />}>
            Browse Resources
          </Button>
          <Button component={Link} to="/how-it-works" variant="subtle" color="navy" leftSection={<IconInfoCircle size={16} aria-hidden />}>
            How It Works
          </Button>
        </Group>
        <Text ta="center" size="sm" c="dimmed" mt="xl">
          Questions? Call <a href={`tel:${company.phoneE164}`}>{company.phoneDisplay}</a> or write to <a href={`mailto:${company.supportEmail}`}>{company.supportEmail}</a>.
        </Text>
      </Container>
    </div>
  );
}
