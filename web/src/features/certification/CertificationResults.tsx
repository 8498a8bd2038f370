import type { CertificationAnswers } from '@elite/contracts/catalogue/certification';
import { assessEligibility } from '@elite/contracts/rules/certification-eligibility';
import { Badge, Button, Group, List, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck, IconCircleX, IconDownload, IconMessageCircle, IconRefresh, IconListDetails } from '@tabler/icons-react';
import { lazy, Suspense, useEffect, useMemo, useState, type RefObject } from 'react';
import { loadWithDataLayer } from '../../lib/data-island.tsx';
import { useClientNavigation } from '../../shell/nav-links.ts';
import { showToast } from '../../lib/toast.ts';
import { disclaimer, reportFilename, reportTitle, summaryOf } from './report.ts';
import classes from './Certification.module.css';

/** The name-and-e-mail dialog, with the data layer it calls through, loaded once the results show (docs/decisions/0038-data-islands.md). */
const ReportRequest = lazy(() => loadWithDataLayer(() => import('./ReportRequest.tsx').then((m) => m.ReportRequest)).then((dialog) => ({ default: dialog })));

interface Props {
  /** The answers as chosen: the result is computed here from them, and the server computes it again. */
  answers: CertificationAnswers;
  headingRef: RefObject<HTMLHeadingElement | null>;
  onStartOver: () => void;
}

/** The quiz results (docs/tools.md#results-and-report): the certifications that fit, the ones that do not and why, the answers, and the four buttons. */
export function CertificationResults({ answers, headingRef, onStartOver }: Props) {
  const result = useMemo(() => assessEligibility(answers), [answers]);
  // The results arrive after the last answer (their code comes on demand): the focus moves to their heading then.
  useEffect(() => {
    headingRef.current?.focus();
  }, [headingRef]);
  const navigate = useClientNavigation();
  const [downloading, setDownloading] = useState(false);
  const [asking, setAsking] = useState(false);
  const summary = summaryOf(result);

  // docs/tools.md#results-and-report: a real PDF built here from the answers, with the same content as this screen.
  const download = async () => {
    setDownloading(true);
    try {
      const [{ certificationReportPdf }, { downloadBytes }] = await Promise.all([import('./certification-pdf.ts'), import('../assessments/pdf.ts')]);
      downloadBytes(await certificationReportPdf(result, new Date()), reportFilename);
      showToast({ color: 'green', title: 'Report Generated', message: 'Your certification eligibility report has been saved to your downloads.' });
    } catch {
      showToast({ color: 'red', title: 'Error', message: 'The PDF could not be created. Please try again.' });
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Stack gap="xl" data-testid="certification-results">
      <Paper withBorder radius="lg" p="xl">
        <Text size="sm" fw={700} c="gold.9" tt="uppercase" className={classes.kicker}>
          {reportTitle}
        </Text>
        <Title order={2} mt={6} ref={headingRef} tabIndex={-1} className={classes.question}>
          {summary.heading}
        </Title>
        <Text mt="sm">{summary.text}</Text>
      </Paper>

      <section aria-labelledby="eligible-title">
        <Title order={3} id="eligible-title" mb="md">
          {result.qualifies ? 'Certifications you may qualify for' : 'Recommended next step'}
        </Title>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          {result.eligible.map((c) => (
            <Paper
              key={c.id}
              component="article"
              aria-labelledby={`cert-${c.id}`}
              withBorder
              radius="lg"
              p="lg"
              className={classes.certCard}
              data-eligible={result.qualifies || undefined}
            >
              <Group justify="space-between" align="flex-start" wrap="nowrap">
                <Title order={4} id={`cert-${c.id}`} fz="lg">
                  {c.name}
                </Title>
                <Badge color={result.qualifies ? 'green' : 'gray'} variant="light" className={classes.badge} data-likely={result.qualifies || undefined}>
                  {result.qualifies ? 'Likely eligible' : 'Not eligible'}
                </Badge>
              </Group>
              <Text size="xs" c="dimmed" mt={4}>
                {c.agency}
              </Text>
              <Text size="sm" mt="sm">
                {c.description}
              </Text>
              <List
                size="sm"
                spacing={4}
                mt="sm"
                icon={
                  <ThemeIcon size={18} radius="xl" color="green" variant="light">
                    <IconCircleCheck size={12} aria-hidden />
                  </ThemeIcon>
                }
              >
                {c.benefits.map((b) => (
                  <List.Item key={b}>{b}</List.Item>
                ))}
              </List>
              <Text size="sm" mt="sm">
                <strong>Next step:</strong> {c.nextStep}
              </Text>
            </Paper>
          ))}
        </SimpleGrid>
      </section>

      <Paper withBorder radius="lg" p="xl" component="section" aria-labelledby="not-eligible-title">
        <Title order={3} id="not-eligible-title" mb="md">
          Not eligible yet
        </Title>
        {result.notEligible.length === 0 ? (
          <Text size="sm">Your answers meet the requirements of every program we screen for.</Text>
        ) : (
          <Stack gap="sm">
            {result.notEligible.map(({ certification, unmet }) => (
              <div key={certification.id}>
                <Text fw={700} size="sm">
                  {certification.name}
                </Text>
                <List size="sm" spacing={2} icon={<IconCircleX size={16} color="var(--mantine-color-red-7)" aria-hidden />}>
                  {unmet.map((u) => (
                    <List.Item key={u}>Needs: {u}</List.Item>
                  ))}
                </List>
              </div>
            ))}
          </Stack>
        )}
      </Paper>

      <Paper withBorder radius="lg" p="xl" component="section" aria-labelledby="answers-title">
        <Title order={3} id="answers-title" mb="md">
          Your answers
        </Title>
        <dl className={classes.answers}>
          {result.answers.map((a) => (
            <div key={a.question}>
              <dt>{a.question}</dt>
              <dd>{a.answer}</dd>
            </div>
          ))}
        </dl>
        <Text size="xs" c="dimmed" mt="md">
          {disclaimer}
        </Text>
      </Paper>

      <Group justify="center" gap="sm">
        <Button variant="default" size="md" leftSection={<IconRefresh size={16} aria-hidden />} onClick={onStartOver}>
          Start Over
        </Button>
        <Button size="md" leftSection={<IconDownload size={16} aria-hidden />} onClick={() => setAsking(true)} loading={downloading}>
          Download Full Report
        </Button>
        <Button component="a" href="/contact" onClick={navigate} size="md" color="gold.6" c="navy.9" leftSection={<IconMessageCircle size={16} aria-hidden />}>
          Get Expert Guidance
        </Button>
        <Button
          component="a"
          href="/services"
          onClick={navigate}
          size="md"
          variant="outline"
          color="navy"
          leftSection={<IconListDetails size={16} aria-hidden />}
        >
          View Certification Services
        </Button>
      </Group>
      {/* docs/tools.md#the-report-asks-who-you-are: who the report is for, recorded before it downloads. */}
      <Suspense fallback={null}>{asking && <ReportRequest opened onClose={() => setAsking(false)} answers={answers} onRecorded={download} />}</Suspense>
    </Stack>
  );
}
