import {
  calculateRoi,
  calculateTaxSavings,
  operatingAgreementAdvice,
  recommendEntity,
  taxEntityOptions,
  type TaxEntity,
} from '@elite/contracts/rules/calculators';
import { formatCents } from '@elite/contracts/rules/money';
import type { EntityCalculatorInput, RoiCalculatorInput } from '@elite/contracts/schemas/calculators';
import { INVESTMENT_ABOVE_ZERO } from '@elite/contracts/schemas/form-messages';
import type { z } from 'zod';
import { Button, NativeSelect, NumberInput, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useForm, type FormErrors } from '@mantine/form';
import { IconBuildingBank, IconChartLine, IconReceiptTax, type TablerIcon } from '@tabler/icons-react';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import sections from '../home/Sections.module.css';
import { firstError } from '../../lib/forms.ts';
import { lazySchema, type LazySchema } from '../../lib/lazy-schema.ts';
import { showToast } from '../../lib/toast.ts';
import { typedValues } from '../../lib/early-input.ts';
import { revealResults } from '../../lib/keep-clear.ts';
import classes from './Calculators.module.css';

// The calculators' schemas (and zod with them) load when the visitor starts on a calculator, not with the page.
const loadSchemas = () => import('@elite/contracts/schemas/calculators');
const entitySchema = lazySchema(() => loadSchemas().then((m) => m.entityCalculatorInput));
const roiSchema = lazySchema(() => loadSchemas().then((m) => m.roiCalculatorInput));
const taxSchema = lazySchema(() => loadSchemas().then((m) => m.taxCalculatorInput));

const percent = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
/** Dollars as the site shows money: cents only when there are some. */
const formatUsd = (value: number) => formatCents(Math.round(value * 100));
const formatPercent = (value: number) => `${percent.format(value)}%`;

/**
 * docs/tools.md#business-calculators: a refused calculator's toast, with the schema's first message (a missing field
 * comes before any other word). Only a missing field is "Missing information": a $0 investment is there, and wrong.
 */
function refuse(errors: FormErrors) {
  const message = String(firstError(errors)?.[1] ?? '');
  showToast({ color: 'red', title: message === INVESTMENT_ABOVE_ZERO ? 'Check the investment' : 'Missing information', message });
}

const moneyInput = { prefix: '$', thousandSeparator: ',', allowNegative: false, decimalScale: 2, hideControls: true, size: 'md' } as const;

/**
 * One calculator's form: @mantine/form checked by its contracts schema. The messages are the documented toasts,
 * not words under the fields (docs/tools.md#business-calculators); a refused calculation clears the result. What is
 * typed or pressed before the island is live is kept and applied (lib/early-input.ts), like the contact form's.
 */
function useCalculator<V extends Record<string, unknown>, S extends z.ZodType, R>(schema: LazySchema<S>, initialValues: V, compute: (input: z.output<S>) => R) {
  const [result, setResult] = useState<R | null>(null);
  // Counts the calculations shown: each one brings the result into view.
  const [shown, setShown] = useState(0);
  const form = useForm<V>({
    initialValues,
    validate: (values) => schema.validate(values),
    // Named, so what was typed before the island was live can be found and adopted.
    enhanceGetInputProps: ({ field }) => ({ name: field, error: undefined }),
  });
  // Numbers typed and choices made before the island was live are still in their fields: the form takes them
  // (lib/early-input.ts).
  const adoptTyped = (element: HTMLFormElement | null) => {
    const current = form.getValues();
    const text = (value: unknown) => (typeof value === 'number' || typeof value === 'string' ? String(value) : '');
    const shown = Object.fromEntries(Object.keys(initialValues).map((key) => [key, text(current[key])]));
    for (const [field, text] of Object.entries(typedValues(element, shown))) {
      if (element?.elements.namedItem(field) instanceof HTMLSelectElement) {
        form.setFieldValue(field, (text ?? '') as never);
        continue;
      }
      const digits = (text ?? '').replace(/[^\d.]/g, '');
      if (digits) form.setFieldValue(field, Number(digits) as never);
    }
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    schema.load().then(
      () =>
        form.onSubmit(
          (values) => {
            setResult(compute(schema.parse(values)));
            setShown((n) => n + 1);
          },
          (errors) => {
            setResult(null);
            refuse(errors);
          },
        )(),
      // The schema's code may fail to load (offline, or a deploy replaced it): say so instead of doing nothing.
      () => showToast({ color: 'red', title: 'Calculator unavailable', message: 'Please check your connection and try again.' }),
    );
  };
  return { form, result, shown, adoptTyped, onSubmit, load: () => void schema.load().catch(() => undefined) };
}

interface CalculatorCardProps {
  id: string;
  icon: TablerIcon;
  title: string;
  intro: string;
  action: string;
  calculator: { adoptTyped: (element: HTMLFormElement | null) => void; onSubmit: (event: FormEvent) => void; load: () => void; shown: number };
  children: ReactNode;
  /** Shown once calculated. */
  result: ReactNode;
}

function CalculatorCard({ id, icon: Icon, title, intro, action, calculator, children, result }: CalculatorCardProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const { adoptTyped } = calculator;
  // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the island becomes live
  useEffect(() => adoptTyped(formRef.current), []);
  // A new result comes into view above the floating buttons' corner; the focus stays on the form's button, inside the
  // card, so on a phone the floating buttons stay aside while it is read (lib/keep-clear.ts).
  const resultSlot = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (calculator.shown > 0) revealResults(resultSlot.current, { block: 'nearest', focus: false });
  }, [calculator.shown]);
  return (
    <Paper component="section" aria-labelledby={`${id}-title`} withBorder radius="lg" p="xl" className={classes.card} data-testid={id} data-keep-clear>
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
      <form ref={formRef} onSubmit={calculator.onSubmit} onFocus={calculator.load} noValidate>
        <Stack gap="sm" mt="lg">
          {children}
          <Button type="submit" size="md" mt="xs" className={sections.navyButton}>
            {action}
          </Button>
        </Stack>
      </form>
      <div aria-live="polite" className={classes.resultSlot} ref={resultSlot}>
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
  const calculator = useCalculator(entitySchema, { revenue: '', owners: 1 } satisfies EntityCalculatorInput, ({ revenue, owners }) =>
    recommendEntity(revenue, owners),
  );
  const { form, result } = calculator;
  return (
    <CalculatorCard
      id="entity-calculator"
      icon={IconBuildingBank}
      title="Entity Structure Calculator"
      intro="Find the business structure that fits your expected revenue and ownership."
      action="Get Recommendation"
      calculator={calculator}
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
      <NumberInput {...moneyInput} label="Expected annual revenue" placeholder="$150,000" required {...form.getInputProps('revenue')} />
      <NumberInput label="Number of owners" size="md" min={1} max={100} allowDecimal={false} allowNegative={false} {...form.getInputProps('owners')} />
    </CalculatorCard>
  );
}

function RoiCalculator() {
  const calculator = useCalculator(roiSchema, { investment: '', monthlyRevenue: '' } satisfies RoiCalculatorInput, ({ investment, monthlyRevenue }) =>
    calculateRoi(investment, monthlyRevenue),
  );
  const { form, result } = calculator;
  return (
    <CalculatorCard
      id="roi-calculator"
      icon={IconChartLine}
      title="ROI Calculator"
      intro="Estimate the first-year return on an investment from the monthly revenue it brings in."
      action="Calculate ROI"
      calculator={calculator}
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
      <NumberInput {...moneyInput} label="Initial investment" placeholder="$25,000" required {...form.getInputProps('investment')} />
      <NumberInput {...moneyInput} label="Expected monthly revenue" placeholder="$5,000" required {...form.getInputProps('monthlyRevenue')} />
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
  const calculator = useCalculator(taxSchema, { income: '', entity: '' }, ({ income, entity }) => ({
    ...calculateTaxSavings(income, entity),
    value: entity,
  }));
  const { form, result } = calculator;
  return (
    <CalculatorCard
      id="tax-calculator"
      icon={IconReceiptTax}
      title="Tax Savings Calculator"
      intro="See what the right entity could save on your annual business income."
      action="Calculate Savings"
      calculator={calculator}
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
      <NumberInput {...moneyInput} label="Annual business income" placeholder="$120,000" required {...form.getInputProps('income')} />
      <NativeSelect
        label="Entity type"
        size="md"
        required
        data={[{ value: '', label: 'Choose an entity' }, ...taxEntityOptions.map((o) => ({ value: o.value, label: o.label }))]}
        {...form.getInputProps('entity')}
      />
    </CalculatorCard>
  );
}

/** The three calculators (docs/tools.md#business-calculators), the island of /calculators (CalculatorsPage.tsx). */
export function Calculators() {
  return (
    <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
      <EntityCalculator />
      <RoiCalculator />
      <TaxCalculator />
    </SimpleGrid>
  );
}
