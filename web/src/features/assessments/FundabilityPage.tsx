import { fundabilityPackages } from '@elite/contracts/catalogue/fundability';
import { fundableInDays } from '@elite/contracts/catalogue/stats';
import { Badge, Button, Container, Group, List, Paper, Progress, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowDown, IconCheck, IconClock, IconGauge } from '@tabler/icons-react';
import { useRouterState } from '@tanstack/react-router';
import { Suspense, useCallback, useEffect, useState } from 'react';
import { onDemand } from '../../lib/on-demand.tsx';
import { PageHeader } from '../home/PageHeader.tsx';
import { SectionHeader } from '../home/SectionHeader.tsx';
import sections from '../home/Sections.module.css';
import classes from './Assessments.module.css';

const AUDIT_HASH = '#audit';

/** The audit's dialog, questions and scoring load when it first opens (or the pointer or focus reaches its button). */
const { Component: FundabilityAudit, preload: preloadAudit } = onDemand(() => import('./FundabilityAudit.tsx').then((m) => m.FundabilityAudit));

/** The demo dashboard's fixed sample numbers (docs/assessments.md#fundability-page): illustrative, not a client's data. */
const demoScores = [
  { label: 'Dun & Bradstreet PAYDEX', value: 80, max: 100 },
  { label: 'Experian Intelliscore Plus', value: 76, max: 100 },
  { label: 'Equifax Business Credit Risk', value: 88, max: 100 },
  { label: 'FICO SBSS', value: 210, max: 300 },
];
const demoStats = [
  { label: 'Fundability score', value: '86/100' },
  { label: 'Reporting trade lines', value: '7' },
  { label: 'Business credit available', value: '$125,000' },
  { label: 'Day of roadmap', value: `${fundableInDays} of ${fundableInDays}` },
];

/** The address carries #audit: the audit dialog is open. */
const hashIsAudit = () => typeof window !== 'undefined' && window.location.hash === AUDIT_HASH;

/**
 * /fundability (docs/assessments.md#fundability-page): the audit dialog (open while the address carries #audit), the four
 * packages whose Get Started goes to /contact?service={package name}, and a demo dashboard of sample numbers.
 */
export function FundabilityPage() {
  // Closed on the server and on first render; the hash is read once the page is live.
  const [auditOpen, setAuditOpenState] = useState(false);
  // Set by the audit's See Fundability Services until the audit opens again (docs/assessments.md#fundability-audit): the
  // dialog then closes without giving focus back to the button that opened it (which would scroll the page back up),
  // and once it has gone (its scroll lock released) the page brings the packages into view and moves focus there.
  const [toServices, setToServices] = useState(false);
  // Once opened, the dialog stays mounted so that it can close with its transition.
  const [auditUsed, setAuditUsed] = useState(false);
  if (auditOpen && !auditUsed) setAuditUsed(true);
  const setAuditOpen = useCallback((open: boolean) => {
    if (open) setToServices(false);
    setAuditOpenState(open);
  }, []);
  // A client-side navigation to /fundability#audit changes the router's hash without a hashchange event.
  const routerHash = useRouterState({ select: (s) => s.location.hash });
  // eslint-disable-next-line react-hooks/set-state-in-effect -- browser-only state, read after hydration (docs/decisions/0031-linting-and-formatting.md)
  useEffect(() => setAuditOpen(routerHash === AUDIT_HASH.slice(1) || hashIsAudit()), [routerHash, setAuditOpen]);
  useEffect(() => {
    const sync = () => setAuditOpen(hashIsAudit());
    window.addEventListener('hashchange', sync);
    return () => window.removeEventListener('hashchange', sync);
  }, [setAuditOpen]);

  const openAudit = () => {
    window.history.pushState(window.history.state, '', AUDIT_HASH);
    setAuditOpen(true);
  };
  const closeAudit = useCallback(() => {
    if (hashIsAudit()) window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
    setAuditOpen(false);
  }, [setAuditOpen]);
  const seeServices = () => {
    setToServices(true);
    closeAudit();
  };
  const afterAuditClosed = () => {
    if (!toServices) return;
    const packages = document.getElementById('services');
    const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    packages?.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
    packages?.focus({ preventScroll: true });
  };

  return (
    <>
      <PageHeader
        eyebrow="Fundability"
        title={<>Become fundable in {fundableInDays} days</>}
        lead="Lenders decline most young companies for their records, not their revenue. Find out where you stand in two minutes, then let us fix every factor underwriters check."
      >
        <Group gap="md">
          <Button
            size="lg"
            color="gold.6"
            c="navy.9"
            leftSection={<IconGauge size={19} aria-hidden />}
            onClick={openAudit}
            onPointerEnter={preloadAudit}
            onFocus={preloadAudit}
          >
            Get Fundability Audit
          </Button>
          <Button
            size="lg"
            variant="outline"
            color="gray.0"
            rightSection={<IconArrowDown size={18} aria-hidden />}
            onClick={() => document.getElementById('services')?.scrollIntoView({ behavior: 'smooth' })}
          >
            See Fundability Services
          </Button>
        </Group>
      </PageHeader>

      <section id="services" className={sections.section} aria-labelledby="packages-title" tabIndex={-1} style={{ outline: 'none' }}>
        <Container size="lg" className={sections.inner}>
          <SectionHeader
            id="packages-title"
            eyebrow="Fundability services"
            title="Choose your path to capital"
            lead="Four programs, from the first records lenders check to ongoing monitoring of the scores you build."
          />
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="lg" mt={48}>
            {fundabilityPackages.map((p) => (
              <Paper
                key={p.id}
                withBorder
                radius="lg"
                p="xl"
                className={classes.package}
                data-popular={p.popular || undefined}
                aria-labelledby={`package-${p.id}`}
                component="article"
              >
                <Stack gap="sm" h="100%">
                  {p.popular && (
                    <Badge color="gold.6" c="navy.9" variant="filled" className={classes.popular}>
                      Most Popular
                    </Badge>
                  )}
                  <Title order={3} fz={20} id={`package-${p.id}`}>
                    {p.name}
                  </Title>
                  <Text size="sm" c="dimmed">
                    {p.description}
                  </Text>
                  <Group gap={6} align="baseline">
                    <Text fz={32} fw={700} c="navy.9">
                      {p.price}
                    </Text>
                  </Group>
                  <Group gap={6}>
                    <IconClock size={16} aria-hidden />
                    <Text size="sm">{p.duration}</Text>
                  </Group>
                  <List
                    spacing={6}
                    size="sm"
                    icon={
                      <ThemeIcon size={18} radius="xl" color="green" variant="light">
                        <IconCheck size={12} />
                      </ThemeIcon>
                    }
                    style={{ flex: 1 }}
                  >
                    {p.features.map((f) => (
                      <List.Item key={f}>{f}</List.Item>
                    ))}
                  </List>
                  <Button
                    component="a"
                    href={`/contact?service=${encodeURIComponent(p.name)}`}
                    fullWidth
                    variant={p.popular ? 'filled' : 'outline'}
                    aria-label={`Get Started with ${p.name}`}
                  >
                    Get Started
                  </Button>
                </Stack>
              </Paper>
            ))}
          </SimpleGrid>
        </Container>
      </section>

      <section className={sections.sectionMuted} aria-labelledby="dashboard-title">
        <Container size="lg" className={sections.inner}>
          <SectionHeader
            id="dashboard-title"
            eyebrow="Demo dashboard"
            title="What your fundability dashboard looks like"
            lead="Every client sees their business credit scores, trade lines and roadmap in one place. The numbers below are fixed sample data."
          />
          <Paper withBorder radius="lg" p="xl" mt={48} role="figure" aria-label="Sample fundability dashboard">
            <Group justify="space-between" mb="lg">
              <Title order={3} fz={20}>
                Sample Co. LLC
              </Title>
              <Badge variant="light" color="gray">
                Sample data
              </Badge>
            </Group>
            <SimpleGrid cols={{ base: 2, md: 4 }} spacing="md">
              {demoStats.map((s) => (
                <Paper key={s.label} withBorder radius="md" p="md">
                  <Text size="xs" c="dimmed" fw={600} tt="uppercase">
                    {s.label}
                  </Text>
                  <Text fz={26} fw={700} c="navy.9" mt={4}>
                    {s.value}
                  </Text>
                </Paper>
              ))}
            </SimpleGrid>
            <Stack gap="md" mt="xl">
              {demoScores.map((s) => (
                <div key={s.label}>
                  <Group justify="space-between" mb={4}>
                    <Text size="sm" fw={600}>
                      {s.label}
                    </Text>
                    <Text size="sm" fw={700}>
                      {s.value}/{s.max}
                    </Text>
                  </Group>
                  <Progress value={(s.value / s.max) * 100} color="gold.6" size="md" radius="xl" aria-label={s.label} />
                </div>
              ))}
            </Stack>
          </Paper>
        </Container>
      </section>

      {auditUsed && (
        <Suspense fallback={null}>
          <FundabilityAudit opened={auditOpen} onClose={closeAudit} onSeeServices={seeServices} returnFocus={!toServices} onClosed={afterAuditClosed} />
        </Suspense>
      )}
    </>
  );
}
