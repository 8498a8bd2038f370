import { Button, Center, Container, Divider, List, Loader, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { entityCheckoutCopy } from '@elite/contracts/catalogue/entity-types';
import { formatPhone } from '@elite/contracts/schemas/formation';
import { MISSING_INFORMATION } from '@elite/contracts/schemas/leads';
import { IconArrowLeft, IconCheck } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useState, type FormEvent } from 'react';
import { formatCents } from '@elite/contracts/rules/money';
import { showToast } from '../../lib/toast.ts';
import { Guarantee, StepsHeader, SummaryLine, TrustBadges } from './CheckoutParts.tsx';
import type { EntityCheckoutOrder } from './entity-search.ts';
import { PaymentFields, usePaymentConfirm } from './PaymentFields.tsx';
import { createPayment, postJson } from './payments-api.ts';
import classes from './Checkout.module.css';

const STEPS = ['Select Entity', 'Business Info', 'Payment', 'Formation'] as const;

type Status = 'idle' | 'processing';

/** /entity-checkout (spec 1, section 4): states 1-8 of the entity checkout. */
export function EntityCheckoutPage({ order }: { order: EntityCheckoutOrder }) {
  const navigate = useNavigate();
  const [clientSecret, setClientSecret] = useState<string | null>(null);
  const [fields, setFields] = useState({ businessName: '', contactName: '', email: '', phone: '' });
  const [status, setStatus] = useState<Status>('idle');
  const [confirm, onReady] = usePaymentConfirm();
  const { option, state, price } = order;

  // 1. On load it requests a payment intent; 8. if that fails, back to /entity-types.
  useEffect(() => {
    let live = true;
    createPayment('/api/create-entity-payment', { entityType: option.type, state, amount: price })
      .then((answer) => live && setClientSecret(answer.clientSecret))
      .catch((err: unknown) => {
        console.warn('Failed to create the payment intent', err);
        if (live) void navigate({ to: '/entity-types' });
      });
    return () => {
      live = false;
    };
  }, [option.type, state, price, navigate]);

  const set = (name: keyof typeof fields) => (value: string) => setFields((f) => ({ ...f, [name]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    // Ignored while the payment provider or its elements are not ready (spec 1, section 5).
    if (!confirm || status === 'processing') return;
    if (Object.values(fields).some((v) => v.trim() === '')) {
      showToast({ title: 'Missing Information', message: MISSING_INFORMATION, color: 'red' });
      return;
    }
    setStatus('processing');
    try {
      const result = await confirm();
      if (result.status === 'failed') {
        showToast({ title: 'Payment Failed', message: result.message, color: 'red' });
        setStatus('idle');
        return;
      }
      await postJson('/api/entity-formations', {
        ...fields,
        phone: fields.phone.replace(/\D/g, ''),
        entityType: option.type,
        state,
        price,
        stripePaymentIntentId: result.paymentIntentId,
      });
      showToast({ title: 'Payment Successful! Your entity formation has been submitted.', message: `${option.label} in ${order.stateLabel}`, color: 'green' });
      await navigate({ to: '/entity-success' });
    } catch (err) {
      console.warn('Payment or recording failed', err);
      showToast({ title: 'Payment Error', message: 'An error occurred. Please try again.', color: 'red' });
      setStatus('idle');
    }
  }

  return (
    <div className={classes.page}>
      <Container size="lg">
        <Button variant="subtle" color="navy" leftSection={<IconArrowLeft size={16} aria-hidden />} onClick={() => void navigate({ to: '/entity-types' })} px={0}>
          Back to Entity Selection
        </Button>
        <Title order={1} className={classes.heading} mt="sm">
          Complete Your {option.label} Formation
        </Title>
        <StepsHeader steps={STEPS} lit={3} />
        <div className={classes.layout}>
          {!clientSecret ? (
            <Paper withBorder radius="lg" p="xl" className={classes.card}>
              <Center py={60} role="status" aria-label="Preparing payment">
                <Loader />
              </Center>
            </Paper>
          ) : (
            <Paper component="form" withBorder radius="lg" p="xl" className={classes.card} onSubmit={(e) => void submit(e)} noValidate>
              <Stack gap="md">
                <Title order={2} fz={22}>
                  Business Information
                </Title>
                <TextInput label="Business Name" required value={fields.businessName} onChange={(e) => set('businessName')(e.currentTarget.value)} autoComplete="organization" />
                <SimpleGrid cols={{ base: 1, sm: 2 }}>
                  <TextInput label="Contact Name" required value={fields.contactName} onChange={(e) => set('contactName')(e.currentTarget.value)} autoComplete="name" />
                  <TextInput
                    label="Phone"
                    required
                    type="tel"
                    placeholder="(555) 123-4567"
                    maxLength={14}
                    value={fields.phone}
                    onChange={(e) => set('phone')(formatPhone(e.currentTarget.value))}
                    autoComplete="tel"
                  />
                </SimpleGrid>
                <TextInput label="Email" type="email" required value={fields.email} onChange={(e) => set('email')(e.currentTarget.value)} autoComplete="email" />
                <Divider my="xs" />
                <Title order={2} fz={22}>
                  Payment
                </Title>
                <PaymentFields clientSecret={clientSecret} returnPath="/entity-success" onReady={onReady} />
                <Button type="submit" size="lg" radius="md" color="navy" loading={status === 'processing'} disabled={!confirm} loaderProps={{ type: 'dots' }}>
                  {status === 'processing' ? 'Processing Your Formation...' : `Pay ${formatCents(option.priceCents)} and Start Formation`}
                </Button>
                {status === 'processing' && <Text size="sm" c="dimmed">Processing Your Formation...</Text>}
              </Stack>
            </Paper>
          )}
          <Stack gap="md">
            <Paper withBorder radius="lg" p="lg" className={classes.card} aria-labelledby="order-summary">
              <Stack gap="sm">
                <Title order={2} fz={20} id="order-summary">
                  Order Summary
                </Title>
                <SummaryLine label="Entity type" value={option.label} />
                <SummaryLine label="State" value={order.stateLabel} />
                <SummaryLine label="Filing" value={`Within ${entityCheckoutCopy.filingWithin}`} />
                <SummaryLine label={entityCheckoutCopy.payment} value={formatCents(option.priceCents)} />
                <SummaryLine label="Total" value={formatCents(option.priceCents)} strong />
                <Text size="sm" fw={600} mt="xs">
                  Included documents
                </Text>
                <List size="sm" spacing={4} icon={<IconCheck size={14} color="var(--mantine-color-green-7)" aria-hidden />}>
                  {option.includedDocuments.map((d) => (
                    <List.Item key={d}>{d}</List.Item>
                  ))}
                </List>
              </Stack>
            </Paper>
            <TrustBadges />
            <Guarantee title="Formation Guarantee">{entityCheckoutCopy.guarantee}. We file within {entityCheckoutCopy.filingWithin} of your order.</Guarantee>
          </Stack>
        </div>
      </Container>
    </div>
  );
}
