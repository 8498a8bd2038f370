import {
  calculateRoi,
  calculateTaxSavings,
  operatingAgreementAdvice,
  parseAmount,
  recommendEntity,
  taxEntityOptions,
  type EntityRecommendation,
  type RoiResult,
  type TaxEntity,
  type TaxSavingsResult,
} from '@elite/contracts/rules/calculators';
import { formatCents } from '@elite/contracts/rules/money';
import { Button, Container, NumberInput, Paper, Select, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBuildingBank, IconChartLine, IconReceiptTax, type TablerIcon } from '@tabler/icons-react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { CtaButtons } from '../home/CtaButtons.tsx';
import { PageHeader } from '../home/PageHeader.tsx';
import sections from '../home/Sections.module.css';
import { showToast } from '../../lib/toast.ts';
import classes from './Calculators.module.css';

const percent = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
/** Dollars as the site shows money: cents only when there are some. */
const formatUsd = (value: number) => formatCents(Math.round(value * 100));
const formatPercent = (value: number) => `${percent.format(value)}%`;

/** docs/tools.md#business-calculators: the calculators' required-field toasts. */
const missing = (message: string) => showToast({ color: 'red', title: 'Missing information', message });

const moneyInput = { prefix: '$', thousandSeparator: ',', allowNegative: false, decimalScale: 2, hideControls: true, size: 'md' } as const;
type Amount = string | number;

interface CalculatorCardProps {
  id: string;
  icon: TablerIcon;
  title: string;
  intro: string;
  action: string;
  onSubmit: () => void;
  children: ReactNode;
  /** Shown once calculated. */
  result: ReactNode;
}

function CalculatorCard({ id, icon: Icon, title, intro, action, onSubmit, children, result }: CalculatorCardProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <Paper component="section" aria-labelledby={`${id}-title`} withBorder radius="lg" p="xl" className={classes.card} data-testid={id}>
      <ThemeIcon size={48} radius="md" color="navy" variant="light">
        <Icon size={26} stroke={1.6} aria-hidden />
      </ThemeIcon>
      <Title order={2} id={`${id}-title`} fz={22} mt="md">
        {title}
      </Title>
      <Text size="sm" c="dimmed" mt={6}>
        {intro}
      </Text>
      {/* noValidate: the required-field toasts in the docs speak instead of the browser's bubbles. */}
      <form onSubmit={submit} noValidate>
        <Stack gap="sm" mt="lg">
          {children}
          <Button type="submit" size="md" mt="xs" className={sections.navyButton}>
            {action}
          </Button>
        </Stack>
      </form>
      <div aria-live="polite" className={classes.resultSlot}>
        {result}
      </div>
    </Paper>
  );
}

function Result({ label, value, children }: { label: string; value: string; children?: ReactNode }) {
  return (
    <div className={classes.result}>
      <Text size="xs" fw={700} tt="uppercase" c="dimmed" className={classes.resultLabel}>
        {label}
      </Text>
      <Text fw={800} fz={26} c="navy.9" lh={1.2} mt={4}>
        {value}
      </Text>
      {children}
    </div>
  );
}

function EntityCalculator() {
  const [revenue, setRevenue] = useState<Amount>('');
  const [owners, setOwners] = useState<Amount>(1);
  const [result, setResult] = useState<EntityRecommendation | null>(null);
  const calculate = () => {
    const amount = parseAmount(revenue);
    if (amount === null) {
      setResult(null);
      missing('Please enter your expected revenue');
      return;
    }
    setResult(recommendEntity(amount, parseAmount(owners) ?? 1));
  };
  return (
    <CalculatorCard
      id="entity-calculator"
      icon={IconBuildingBank}
      title="Entity Structure Calculator"
      intro="Find the business structure that fits your expected revenue and ownership."
      action="Get Recommendation"
      onSubmit={calculate}
      result={
        result && (
          <Result label="Recommended structure" value={result.entity}>
            <Text size="sm" mt="xs">
              {result.reason}
            </Text>
            {result.multipleOwners && (
              <Text size="sm" mt="xs" fw={600}>
                {operatingAgreementAdvice}
              </Text>
            )}
          </Result>
        )
      }
    >
      <NumberInput {...moneyInput} label="Expected annual revenue" placeholder="$150,000" required value={revenue} onChange={setRevenue} />
      <NumberInput label="Number of owners" size="md" min={1} max={100} allowDecimal={false} allowNegative={false} value={owners} onChange={setOwners} />
    </CalculatorCard>
  );
}

function RoiCalculator() {
  const [investment, setInvestment] = useState<Amount>('');
  const [monthly, setMonthly] = useState<Amount>('');
  const [result, setResult] = useState<RoiResult | null>(null);
  const calculate = () => {
    const invested = parseAmount(investment);
    const monthlyRevenue = parseAmount(monthly);
    setResult(null);
    if (invested === null || monthlyRevenue === null) return missing('Please fill in all fields');
    if (invested <= 0) return missing('The investment must be more than $0');
    setResult(calculateRoi(invested, monthlyRevenue));
  };
  return (
    <CalculatorCard
      id="roi-calculator"
      icon={IconChartLine}
      title="ROI Calculator"
      intro="Estimate the first-year return on an investment from the monthly revenue it brings in."
      action="Calculate ROI"
      onSubmit={calculate}
      result={
        result && (
          <Result label="First-year ROI" value={formatPercent(result.roiPercent)}>
            <dl className={classes.figures}>
              <dt>Annual revenue</dt>
              <dd>{formatUsd(result.annualRevenue)}</dd>
              <dt>Net return</dt>
              <dd>{formatUsd(result.netReturn)}</dd>
            </dl>
          </Result>
        )
      }
    >
      <NumberInput {...moneyInput} label="Initial investment" placeholder="$25,000" required value={investment} onChange={setInvestment} />
      <NumberInput {...moneyInput} label="Expected monthly revenue" placeholder="$5,000" required value={monthly} onChange={setMonthly} />
    </CalculatorCard>
  );
}

const withArticle: Record<TaxEntity, string> = {
  llc: 'an LLC',
  's-corp': 'an S-Corporation',
  'c-corp': 'a C-Corporation',
  'sole-proprietorship': 'a Sole Proprietorship',
};

function TaxCalculator() {
  const [income, setIncome] = useState<Amount>('');
  const [entity, setEntity] = useState<string | null>(null);
  const [result, setResult] = useState<(TaxSavingsResult & { value: TaxEntity }) | null>(null);
  const calculate = () => {
    const amount = parseAmount(income);
    const option = taxEntityOptions.find((o) => o.value === entity);
    if (amount === null || !option) {
      setResult(null);
      missing('Please fill in all fields');
      return;
    }
    setResult({ ...calculateTaxSavings(amount, option.value), value: option.value });
  };
  return (
    <CalculatorCard
      id="tax-calculator"
      icon={IconReceiptTax}
      title="Tax Savings Calculator"
      intro="See what the right entity could save on your annual business income."
      action="Calculate Savings"
      onSubmit={calculate}
      result={
        result && (
          <Result label="Estimated annual tax savings" value={formatUsd(result.savings)}>
            <Text size="sm" mt="xs">
              {result.rate > 0
                ? `About ${Math.round(result.rate * 100)}% of your income as ${withArticle[result.value]}, compared with operating without an entity.`
                : 'A sole proprietorship is the baseline: no entity-level savings. Compare an LLC or S-Corporation.'}
            </Text>
          </Result>
        )
      }
    >
      <NumberInput {...moneyInput} label="Annual business income" placeholder="$120,000" required value={income} onChange={setIncome} />
      <Select
        label="Entity type"
        placeholder="Choose an entity"
        size="md"
        required
        data={taxEntityOptions.map((o) => ({ value: o.value, label: o.label }))}
        value={entity}
        onChange={setEntity}
        allowDeselect={false}
      />
    </CalculatorCard>
  );
}

/** /calculators (docs/tools.md#business-calculators): the entity, ROI and tax savings calculators, computed in the browser, and a way to /contact. */
export function CalculatorsPage() {
  return (
    <>
      <PageHeader
        eyebrow="Free Business Calculators"
        title="Run the numbers before you decide"
        lead="Three quick calculators for the decisions founders ask us about most: which entity to form, what an investment returns, and what the right structure could save in tax."
      />
      <section className={sections.sectionMuted} aria-label="Calculators">
        <Container size="lg" py={{ base: 40, sm: 64 }}>
          <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
            <EntityCalculator />
            <RoiCalculator />
            <TaxCalculator />
          </SimpleGrid>
          <Text size="xs" c="dimmed" ta="center" mt="lg">
            Estimates for planning only, not tax or legal advice. Your numbers stay in your browser.
          </Text>
        </Container>
      </section>
      <section className={sections.section} aria-labelledby="calculators-cta-title">
        <Container size="lg" py={{ base: 40, sm: 64 }}>
          <div className={sections.ctaPanel}>
            <div>
              <h2 id="calculators-cta-title" className={sections.ctaPanelTitle}>
                Want an advisor to check your numbers?
              </h2>
              <p className={sections.ctaPanelText}>
                A senior advisor will review your entity choice, projections and tax position with you in a free 30-minute consultation.
              </p>
            </div>
            <CtaButtons contactLabel="Get Personalized Advice" />
          </div>
        </Container>
      </section>
    </>
  );
}
