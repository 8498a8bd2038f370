import { assessmentCategories } from '@elite/contracts/catalogue/readiness-questions';
import { Container, List, Paper, SimpleGrid, Text, Title } from '@mantine/core';
import { IconBuildingBank, IconChartLine, IconSettings, IconUsers, type TablerIcon } from '@tabler/icons-react';
import { defineIsland, Island, useLoadIslandIf } from '../../lib/island.tsx';
import { PageHeader } from '../home/PageHeader.tsx';
import sections from '../home/Sections.module.css';
import classes from './Assessments.module.css';
import { hasProgress } from './quiz-progress.ts';

const tiles: { icon: TablerIcon; title: string; text: string }[] = [
  { icon: IconBuildingBank, title: 'Sustainability', text: 'Resilience and recurring revenue' },
  { icon: IconChartLine, title: 'Profitability', text: 'Margins, pricing and growth' },
  { icon: IconSettings, title: 'Operations', text: 'Processes, systems and scale' },
  { icon: IconUsers, title: 'Leadership', text: 'Governance and decision-making' },
];

/**
 * The assessment (its 40 questions, scoring and results) is an island (lib/island.tsx): its first question is in the
 * page's HTML, its code comes when the visitor reaches for it, and an answer chosen meanwhile is held and applied.
 */
export const readinessQuiz = defineIsland(() => import('./ReadinessQuiz.tsx').then((m) => m.ReadinessQuiz));

/** /business-readiness-quiz (docs/assessments.md#business-readiness-assessment): hero with four tiles, the assessment, and About This Assessment. */
export function ReadinessQuizPage() {
  // A reload mid-assessment shows where the visitor was, not the first question (quiz-progress.ts).
  useLoadIslandIf(readinessQuiz, hasProgress);
  return (
    <>
      <PageHeader
        eyebrow="Business Readiness Assessment"
        title="Is your business ready for its next stage?"
        lead="Answer 40 questions across 8 dimensions and get an instant readiness score, a breakdown by category and a detailed report with strategic recommendations."
      >
        <ul className={classes.tiles}>
          {tiles.map(({ icon: Icon, title, text }) => (
            <li key={title}>
              <Icon size={26} stroke={1.6} className={classes.tileIcon} aria-hidden />
              <span>
                <strong>{title}</strong>
                {text}
              </span>
            </li>
          ))}
        </ul>
      </PageHeader>

      <section id="assessment" className={sections.sectionMuted} aria-label="Assessment" style={{ scrollMarginTop: 80 }}>
        <Container size="md" py={{ base: 40, sm: 64 }}>
          <Island code={readinessQuiz} props={{}} loadWhen="approached" />
        </Container>
      </section>

      <section className={sections.section} aria-labelledby="about-title">
        <Container size="md" py={{ base: 40, sm: 64 }}>
          <Paper withBorder radius="lg" p="xl">
            <Title order={2} id="about-title" fz={26}>
              About This Assessment
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xl" mt="md">
              <div>
                <Title order={3} fz="md" mb="xs">
                  What it measures
                </Title>
                <List size="sm" spacing={4}>
                  {assessmentCategories.map((c) => (
                    <List.Item key={c}>{c}</List.Item>
                  ))}
                </List>
              </div>
              <div>
                <Title order={3} fz="md" mb="xs">
                  How it works
                </Title>
                <Text size="sm">
                  The assessment has 40 questions across 8 dimensions of business maturity. Each answer is weighted by how much it matters to lenders, investors
                  and acquirers, and your scores are calculated instantly. Request the detailed report to receive a category analysis, your two priority areas
                  with immediate actions, a 12-month roadmap and the services that fit your stage.
                </Text>
              </div>
            </SimpleGrid>
          </Paper>
        </Container>
      </section>
    </>
  );
}
