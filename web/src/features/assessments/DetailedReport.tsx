import type { AssessmentReport } from '@elite/contracts/rules/readiness-assessment';
import { Anchor, Badge, Button, Group, List, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconCalendar, IconDownload, IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';
import { ScoreBars, percentColor } from './ScoreBars.tsx';
import { showToast } from './toast.ts';
import classes from './Assessments.module.css';

interface Props {
  report: AssessmentReport;
  onBack: () => void;
  onRetake: () => void;
}

/** The report's title, where focus goes when a new report shows. */
export const reportTitleId = 'detailed-report-title';

/** The detailed report screen (docs/assessments.md#detailed-report); the PDF carries the same sections. */
export function DetailedReport({ report, onBack, onRetake }: Props) {
  const [downloading, setDownloading] = useState(false);
  const download = async () => {
    setDownloading(true);
    try {
      const [{ assessmentReportPdf }, { downloadBytes }] = await Promise.all([import('./report-pdf.ts'), import('./pdf.ts')]);
      downloadBytes(await assessmentReportPdf(report, window.location.origin), 'business-readiness-report.pdf');
      showToast({ color: 'green', title: 'Report Downloaded', message: 'Your PDF report has been saved to your downloads.' });
    } catch {
      showToast({ color: 'red', title: 'Error', message: 'The PDF could not be created. Please try again.' });
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Stack gap="xl" className={classes.report} data-testid="detailed-report">
      <Group justify="space-between" align="flex-start">
        <div>
          <Title order={2} id={reportTitleId} tabIndex={-1} style={{ outline: 'none' }}>
            {report.title}
          </Title>
          <Text c="dimmed" mt={4}>
            Prepared for {report.name} · Generated on {report.date}
          </Text>
        </div>
        <Group gap="sm">
          <Button variant="default" leftSection={<IconArrowLeft size={16} aria-hidden />} onClick={onBack}>
            Back to Results
          </Button>
          <Button variant="default" leftSection={<IconRefresh size={16} aria-hidden />} onClick={onRetake}>
            Retake Assessment
          </Button>
          <Button leftSection={<IconDownload size={16} aria-hidden />} onClick={() => void download()} loading={downloading}>
            Download PDF Report
          </Button>
        </Group>
      </Group>

      <Paper withBorder radius="lg" p="xl" component="section" aria-labelledby="summary-title">
        <Group justify="space-between" mb="md">
          <Title order={3} id="summary-title">
            Executive Summary
          </Title>
          <Badge size="lg" color={percentColor(report.overallScore)} variant="light">
            {report.overallScore}% · {report.scoreLevel}
          </Badge>
        </Group>
        <Stack gap="sm">
          {report.executiveSummary.map((p) => (
            <Text key={p}>{p}</Text>
          ))}
        </Stack>
      </Paper>

      <Paper withBorder radius="lg" p="xl" component="section" aria-labelledby="analysis-title">
        <Title order={3} id="analysis-title" mb="md">
          Category Analysis
        </Title>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
          {report.categories.map((c) => (
            <div key={c.name}>
              <ScoreBars scores={[c]} />
              <Group gap="xs" mt={6}>
                <Badge variant="light" color={percentColor(c.percentage)} size="sm">
                  {c.bandLabel}
                </Badge>
              </Group>
              <Text size="sm" c="dimmed" mt={6}>
                {c.assessment}
              </Text>
            </div>
          ))}
        </SimpleGrid>
      </Paper>

      <Paper withBorder radius="lg" p="xl" component="section" aria-labelledby="recommendations-title">
        <Title order={3} id="recommendations-title" mb="md">
          Strategic Recommendations
        </Title>
        <Title order={4} fz="md" mb="sm">
          Immediate actions
        </Title>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          {report.immediateActions.map((a) => (
            <Paper key={a.category} withBorder radius="md" p="md">
              <Text fw={700}>
                {a.category} ({a.percentage}%)
              </Text>
              <List size="sm" spacing={4} mt="xs">
                {a.actions.map((x) => (
                  <List.Item key={x}>{x}</List.Item>
                ))}
              </List>
            </Paper>
          ))}
        </SimpleGrid>
        <Title order={4} fz="md" mt="lg" mb="sm">
          Roadmap to {report.roadmap.target}%
        </Title>
        <List size="sm" spacing={6}>
          {report.roadmap.steps.map((s) => (
            <List.Item key={s}>{s}</List.Item>
          ))}
        </List>
      </Paper>

      <Paper withBorder radius="lg" p="xl" component="section" aria-labelledby="help-title">
        <Title order={3} id="help-title" mb="xs">
          {report.canHelp.heading}
        </Title>
        <Text c="dimmed" mb="md">
          {report.canHelp.intro}
        </Text>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          {/* Each offer as the catalogue sells it, linked to its checkout or its section of /services (docs/assessments.md#recommended-offers). */}
          {report.canHelp.services.map((s) => (
            <Paper key={s.name} withBorder radius="md" p="md">
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <Text fw={700}>{s.name}</Text>
                <Badge color="gold.6" c="navy.9" style={{ flexShrink: 0 }}>
                  {s.item.price}
                </Badge>
              </Group>
              <Anchor href={s.item.href} size="sm" fw={600} mt={4} display="inline-block">
                {s.line}
              </Anchor>
              <Text size="sm" c="dimmed" mt={6}>
                {s.description}
              </Text>
            </Paper>
          ))}
        </SimpleGrid>
        <Title order={4} fz="md" mt="lg" mb="sm">
          Next steps
        </Title>
        <List size="sm" spacing={6} type="ordered">
          {report.canHelp.nextSteps.map((s) => (
            <List.Item key={s}>{s}</List.Item>
          ))}
        </List>
      </Paper>

      <Paper radius="lg" p="xl" className={classes.cta} component="section" aria-labelledby="cta-title">
        <Title order={3} id="cta-title" c="white">
          Ready to take the next step?
        </Title>
        <Text mt="xs" c="gray.3">
          Review your report with a senior advisor in a free 30-minute consultation.
        </Text>
        <Group mt="lg">
          <Button component="a" href="/contact" color="gold.6" c="navy.9" leftSection={<IconCalendar size={16} aria-hidden />}>
            Schedule Free Consultation
          </Button>
          <Button component="a" href="/services" variant="outline" color="gray.0">
            View Our Services
          </Button>
        </Group>
      </Paper>
    </Stack>
  );
}
