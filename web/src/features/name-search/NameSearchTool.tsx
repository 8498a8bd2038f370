import { entityTypeOptions, findEntityTypeOption } from '@elite/contracts/catalogue/entity-types';
import { usStateLabel, usStates } from '@elite/contracts/catalogue/us-states';
import { NAME_MAX_LENGTH } from '@elite/contracts/rules/business-names';
import type { NameSearchInput, NameSearchResult } from '@elite/contracts/schemas/name-search';
import { Badge, Button, Group, NativeSelect, Paper, SimpleGrid, Stack, Text, TextInput, ThemeIcon, Title } from '@mantine/core';
import { useForm, type FormErrors } from '@mantine/form';
import { IconAlertTriangle, IconCircleCheck, IconCircleX, IconInfoCircle, IconRefresh, IconSearch } from '@tabler/icons-react';
import { lazy, Suspense, useEffect, useRef, useState, type FormEvent } from 'react';
import { useAdoptTypedValues } from '../../lib/early-input.ts';
import { revealResults } from '../../lib/keep-clear.ts';
import { firstError, firstFieldErrors } from '../../lib/forms.ts';
import { lazySchema } from '../../lib/lazy-schema.ts';
import { trpc } from '../../lib/trpc.ts';
import { showToast } from '../../lib/toast.ts';
import { placeholderChecks, type PlaceholderCheck } from './placeholder-checks.ts';
import classes from './NameSearch.module.css';

// The reservation dialog, its form and the contact schema (with zod) load when the visitor first opens it.
const ReserveNameDialog = lazy(() => import('./ReserveNameDialog.tsx').then((m) => ({ default: m.ReserveNameDialog })));

interface Searched extends NameSearchResult {
  businessName: string;
  stateName: string;
  typeLabel: string;
  businessType: string;
  placeholders: PlaceholderCheck[];
}

// Darker than Mantine's palette: white or small text on them keeps a 4.5:1 contrast.
const DARK_GREEN = '#1b6b2f';
const DARK_RED = '#a51d24';
const DARK_ORANGE = '#8a3b00';

const stateData = [{ value: '', label: 'Select a state' }, ...usStates.map((s) => ({ value: s.code, label: s.label }))];
const typeData = entityTypeOptions.map((o) => ({ value: o.value, label: `${o.label} (${o.abbr})` }));

/** docs/tools.md#search-form's toasts carry the schema's message; the line under it says what to do. */
const fieldHelp: Record<string, string> = {
  businessName: 'Type the name you would like to register.',
  state: 'Choose the state where you will form the business.',
  businessType: 'Choose the kind of entity you will form.',
};

// The server's schema (and zod with it) loads when the visitor starts on the form, not with the page.
const nameSearchSchema = lazySchema(() => import('@elite/contracts/schemas/name-search').then((m) => m.nameSearchInput));

/** The form's values: the state is '' until one is chosen. */
type Values = { businessName: string; state: string; businessType: string };
const callOf = (values: Values): NameSearchInput => values as NameSearchInput;

/**
 * /business-name-search (docs/tools.md#business-name-search): idle form, searching, results. The answer comes from
 * POST /api/tools/name-search (nameSearch.search); the domain, trademark and social rows are placeholders.
 */
export function NameSearchTool() {
  const form = useForm<Values>({
    initialValues: { businessName: '', state: '', businessType: 'llc' },
    validate: (values) => nameSearchSchema.validate(callOf(values)),
    // The documented messages are toasts (below); a field in question is marked red, without words under it.
    // Named, so what was typed before the tool was live can be found and adopted.
    enhanceGetInputProps: ({ inputProps, field }) => ({ error: Boolean(inputProps.error), name: field }),
  });
  // The tool is an island: what the visitor typed or chose before it was live is still in its fields, and the
  // form takes it (lib/early-input.ts).
  const formRef = useRef<HTMLFormElement>(null);
  useAdoptTypedValues(formRef, form);
  const [searched, setSearched] = useState<Searched | null>(null);
  // docs/tools.md#reserve-this-name: the dialog that asks for the visitor's contact details.
  const [reserving, setReserving] = useState(false);
  // Mounted from its first opening on, so that closing it plays out and gives focus back to Reserve This Name.
  const [reserveUsed, setReserveUsed] = useState(false);
  const openReserve = () => {
    setReserveUsed(true);
    setReserving(true);
  };
  const nameInput = useRef<HTMLInputElement>(null);

  /** The first field in question: its toast (the schema's message, and what to do), and the focus on the name. */
  const refuse = (errors: FormErrors) => {
    const [field, message] = firstError(errors) ?? [];
    if (!field || !message) return;
    if (field === 'businessName') nameInput.current?.focus();
    showToast({ color: 'red', icon: <IconInfoCircle size={18} stroke={2} />, title: message, message: fieldHelp[field] });
  };

  const search = trpc.nameSearch.search.useMutation({
    onSuccess: (result, input) => {
      setSearched({
        ...result,
        businessName: input.businessName.trim(),
        stateName: usStateLabel(input.state) ?? input.state,
        typeLabel: findEntityTypeOption(input.businessType)?.label ?? input.businessType,
        businessType: input.businessType,
        placeholders: placeholderChecks(input.businessName.trim()),
      });
      showToast(
        result.available
          ? { color: 'green', title: 'Great news!', message: result.message }
          : { color: 'red', title: 'Name not available', message: result.message },
      );
    },
    onError: (error) => {
      // A field the server refuses is said and marked as the form's own check would.
      const fields = firstFieldErrors(error.data?.zodError?.fieldErrors);
      if (Object.keys(fields).length > 0) {
        form.setErrors(fields);
        return refuse(fields);
      }
      const tooMany = error.data?.httpStatus === 429;
      showToast({ color: 'red', title: 'Search failed', message: tooMany ? error.message : 'Unable to check name availability. Please try again.' });
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (search.isPending) return;
    nameSearchSchema.load().then(
      () => form.onSubmit((values) => search.mutate(nameSearchSchema.parse(callOf(values))), refuse)(),
      // The schema's code may fail to load (offline, or a deploy replaced it): the documented failure toast.
      () => showToast({ color: 'red', title: 'Search failed', message: 'Unable to check name availability. Please try again.' }),
    );
  };

  // docs/tools.md#suggestions: a suggestion fills in the name and clears the results.
  const pickSuggestion = (name: string) => {
    form.setFieldValue('businessName', name);
    setSearched(null);
    requestAnimationFrame(() => nameInput.current?.focus());
  };

  const searchAnother = () => {
    setSearched(null);
    form.setFieldValue('businessName', '');
    requestAnimationFrame(() => nameInput.current?.focus());
  };

  if (searched)
    return (
      <>
        <Results result={searched} onSuggestion={pickSuggestion} onSearchAnother={searchAnother} onReserve={openReserve} />
        {reserveUsed && (
          <Suspense fallback={null}>
            <ReserveNameDialog opened={reserving} onClose={() => setReserving(false)} name={searched} />
          </Suspense>
        )}
      </>
    );

  return (
    <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} className={classes.card}>
      <form
        ref={formRef}
        onSubmit={submit}
        onFocus={() => void nameSearchSchema.load().catch(() => undefined)}
        noValidate
        aria-labelledby="name-search-form-title"
      >
        <Stack gap="md">
          <div>
            <Title order={2} id="name-search-form-title" fz={{ base: 22, sm: 26 }}>
              Check a business name
            </Title>
            <Text c="dimmed" size="sm" mt={4}>
              We check the name against state naming rules and the businesses registered through us, and suggest alternatives.
            </Text>
          </div>
          <TextInput
            ref={nameInput}
            label="Business Name"
            placeholder="e.g. Bright Harbor Consulting"
            {...form.getInputProps('businessName')}
            maxLength={NAME_MAX_LENGTH}
            autoComplete="organization"
            size="md"
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <NativeSelect label="State" data={stateData} {...form.getInputProps('state')} size="md" />
            <NativeSelect label="Business Type" data={typeData} {...form.getInputProps('businessType')} size="md" />
          </SimpleGrid>
          <Button type="submit" size="md" color="navy" loading={search.isPending} leftSection={<IconSearch size={18} aria-hidden />}>
            Search Availability
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}

interface ResultsProps {
  result: Searched;
  onSuggestion: (name: string) => void;
  onSearchAnother: () => void;
  onReserve: () => void;
}

function Results({ result, onSuggestion, onSearchAnother, onReserve }: ResultsProps) {
  const groups = ['Domain', 'Trademark', 'Social media'] as const;
  // They replace the form where it was: their top comes into view under the top bar, with the focus (lib/keep-clear.ts).
  const results = useRef<HTMLDivElement>(null);
  useEffect(() => revealResults(results.current), []);
  return (
    <Stack gap="lg" data-testid="name-search-results" ref={results} tabIndex={-1} data-keep-clear>
      <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} className={classes.card} aria-labelledby="name-result-title">
        <Stack gap="sm">
          <Group gap="sm" wrap="nowrap" align="flex-start">
            <ThemeIcon size={44} radius="xl" color={result.available ? 'green' : 'red'} variant="light" aria-hidden>
              {result.available ? <IconCircleCheck size={26} /> : <IconCircleX size={26} />}
            </ThemeIcon>
            <div className={classes.grow}>
              <Badge color={result.available ? DARK_GREEN : DARK_RED} variant="filled" radius="sm" tt="none" data-testid="availability">
                {result.available ? 'Available' : 'Not Available'}
              </Badge>
              <Title order={2} id="name-result-title" fz={{ base: 22, sm: 26 }} mt={6} className={classes.name}>
                {result.businessName}
              </Title>
              <Text size="sm" c="dimmed">
                {result.typeLabel} in {result.stateName}
              </Text>
            </div>
          </Group>
          <Text>{result.message}</Text>
          {result.available && (
            <Text size="sm">
              Filing name: <strong>{result.filingName}</strong>
            </Text>
          )}
          <Group gap="sm" mt="xs">
            {result.available && (
              <Button color="navy" onClick={onReserve}>
                Reserve This Name
              </Button>
            )}
            <Button variant="default" leftSection={<IconRefresh size={16} aria-hidden />} onClick={onSearchAnother}>
              Search Another Name
            </Button>
          </Group>
        </Stack>
      </Paper>

      {result.suggestions.length > 0 && (
        <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} className={classes.card} aria-labelledby="suggestions-title">
          <Title order={3} id="suggestions-title" fz="lg">
            Alternative names
          </Title>
          <Text size="sm" c="dimmed" mb="sm">
            These pass the naming rules and are not taken in our records for {result.stateName}. Choose one to check it.
          </Text>
          <ul className={classes.suggestions} aria-label="Alternative names">
            {result.suggestions.map((name) => (
              <li key={name}>
                <Button
                  variant="light"
                  color="navy"
                  fullWidth
                  justify="space-between"
                  rightSection={<IconSearch size={16} aria-hidden />}
                  classNames={{ root: classes.suggestion, label: classes.suggestionLabel }}
                  onClick={() => onSuggestion(name)}
                >
                  {name}
                </Button>
              </li>
            ))}
          </ul>
        </Paper>
      )}

      <Paper
        withBorder
        radius="lg"
        p={{ base: 'lg', sm: 'xl' }}
        className={classes.placeholders}
        aria-labelledby="placeholders-title"
        data-testid="placeholder-checks"
      >
        <Group justify="space-between" align="flex-start" gap="xs">
          <Title order={3} id="placeholders-title" fz="lg">
            Domain, trademark and social media
          </Title>
          <Badge color={DARK_ORANGE} variant="filled" radius="sm" tt="none" leftSection={<IconAlertTriangle size={14} aria-hidden />}>
            Illustration only - not a real lookup
          </Badge>
        </Group>
        <Group gap="xs" wrap="nowrap" align="flex-start" mt="sm" className={classes.notice}>
          <IconInfoCircle size={18} aria-hidden className={classes.noticeIcon} />
          <Text size="sm">
            <strong>These rows are random examples.</strong> We did not search domain registrars, the USPTO trademark register or any social network. Check each
            of them yourself, or ask us to, before you file.
          </Text>
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md" mt="md">
          {groups.map((group) => (
            <div key={group}>
              <Text fw={700} size="sm" mb={6}>
                {group}
              </Text>
              <ul className={classes.checks} aria-label={`${group} (examples)`}>
                {result.placeholders
                  .filter((p) => p.group === group)
                  .map((p) => (
                    <li key={p.label}>
                      <span className={classes.checkLabel}>{p.label}</span>
                      <Text span size="xs" c={p.free ? DARK_GREEN : 'gray.7'}>
                        Example: {p.free ? 'looks free' : 'may be taken'}
                      </Text>
                    </li>
                  ))}
              </ul>
            </div>
          ))}
        </SimpleGrid>
      </Paper>
    </Stack>
  );
}
