import { Badge, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { documentTypeNames, formatFileSize } from '@elite/contracts/rules/document-files';
import type { DocumentSummary } from '@elite/contracts/schemas/documents';
import { appointmentTypes } from '@elite/contracts/catalogue/appointments';
import { formatCents } from '@elite/contracts/rules/money';
import type {
  PortalAppointment,
  PortalDashboard,
  PortalFormation,
  PortalIntake,
  PortalOrder,
  PortalStatusChange,
  PortalSubscription,
} from '@elite/contracts/schemas/portal';
import { IconDownload } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import { trpc } from '../../lib/trpc.ts';
import { showToast } from '../../lib/toast.ts';
import { serverMessage } from '../accounts/session.ts';
import { longDate, timeWithZone } from '../scheduling/format.ts';
import classes from './PortalDashboard.module.css';
import { FormationStages } from './FormationStages.tsx';
import { portalDate, statusColour, statusLabel } from './portal-format.ts';
import { RescheduleAppointment } from '../admin/scheduling/RescheduleAppointment.tsx';

function StatusBadge({ status }: { status: string }) {
  return (
    // The text colour as a style prop (inline): readable on every light badge whatever order the stylesheets load in.
    <Badge color={statusColour(status)} variant="light" c="dark.7" tt="none" classNames={{ root: classes.badge, label: classes.badgeLabel }}>
      {statusLabel(status)}
    </Badge>
  );
}

/** One card of the dashboard: a titled region, its rows or the sentence that says why there are none. */
function Section({ title, action, empty, children }: { title: string; action?: ReactNode; empty: string; children: ReactNode[] }) {
  const id = `portal-${title.toLowerCase().replaceAll(' ', '-')}`;
  return (
    <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} className={classes.card} component="section" aria-labelledby={id}>
      <Group justify="space-between" mb="md" gap="sm">
        <Title order={2} fz={20} c="navy.9" id={id}>
          {title}
        </Title>
        {action}
      </Group>
      {children.length === 0 ? (
        <Text c="dimmed">{empty}</Text>
      ) : (
        <Stack gap={0} component="ul" className={classes.rows} aria-label={title}>
          {children}
        </Stack>
      )}
    </Paper>
  );
}

function Row({ title, detail, status, children }: { title: string; detail: ReactNode; status: string; children?: ReactNode }) {
  return (
    <li className={classes.row}>
      {/* On a phone the badge goes under a long title rather than squeezing it (docs/portal.md#the-portal-frame). */}
      <Group justify="space-between" align="flex-start" gap="xs md">
        <div className={classes.rowText}>
          <Text fw={600} c="navy.9">
            {title}
          </Text>
          <Text size="sm" c="dimmed">
            {detail}
          </Text>
        </div>
        <StatusBadge status={status} />
      </Group>
      {children}
    </li>
  );
}

/** The status changes a client may see: "Paid Nov 25, 2026", oldest first. */
function History({ changes, label }: { changes: PortalStatusChange[]; label: string }) {
  if (changes.length === 0) return null;
  return (
    <ol className={classes.history} aria-label={label}>
      {changes.map((c) => (
        <li key={`${c.at}-${c.to}`}>
          <span className={classes.historyStatus}>{statusLabel(c.to)}</span> {portalDate(c.at)}
        </li>
      ))}
    </ol>
  );
}

/** What the team attached to a formation or an order (docs/portal.md#documents): name, size, day, Download. */
function Documents({ documents, label }: { documents: DocumentSummary[]; label: string }) {
  if (documents.length === 0) return null;
  return (
    <ul className={classes.documents} aria-label={label}>
      {documents.map((d) => (
        <li key={d.id} className={classes.document}>
          <div className={classes.documentText}>
            <div className={classes.documentName}>{d.fileName}</div>
            {documentTypeNames[d.contentType]} · {formatFileSize(d.size)} · added {portalDate(d.createdAt)}
            {d.note && <div>{d.note}</div>}
          </div>
          <Button
            component="a"
            href={d.downloadUrl}
            download={d.fileName}
            size="xs"
            variant="light"
            leftSection={<IconDownload size={14} aria-hidden />}
            aria-label={`Download ${d.fileName}`}
            className={classes.download}
          >
            Download
          </Button>
        </li>
      ))}
    </ul>
  );
}

function OrderRow({ order }: { order: PortalOrder }) {
  return (
    <Row
      title={order.description}
      detail={
        <>
          Order {order.reference} · {formatCents(order.totalCents)}
          {order.monthly ? '/mo' : ''} · {order.paidAt ? `paid ${portalDate(order.paidAt)}` : `ordered ${portalDate(order.createdAt)}`}
        </>
      }
      status={order.status}
    >
      <History changes={order.history} label={`History of order ${order.reference}`} />
      <Documents documents={order.documents} label={`Documents of order ${order.reference}`} />
    </Row>
  );
}

function FormationRow({ formation }: { formation: PortalFormation }) {
  return (
    <Row
      title={formation.businessName}
      detail={`${formation.title} · ordered ${portalDate(formation.createdAt)}${formation.orderReference ? ` · order ${formation.orderReference}` : ''}`}
      status={formation.status}
    >
      <FormationStages formation={formation} />
      <Documents documents={formation.documents} label={`Documents of ${formation.businessName}`} />
    </Row>
  );
}

function SubscriptionRow({ subscription }: { subscription: PortalSubscription }) {
  return (
    <Row
      title={subscription.planName}
      detail={`${formatCents(subscription.amountCents)}/mo · since ${portalDate(subscription.createdAt)}${subscription.orderReference ? ` · order ${subscription.orderReference}` : ''}`}
      status={subscription.status}
    >
      <History changes={subscription.history} label={`History of the ${subscription.planName}`} />
    </Row>
  );
}

function IntakeRow({ intake }: { intake: PortalIntake }) {
  return (
    <Row title={intake.businessName} detail={`${intake.planName} · sent ${portalDate(intake.createdAt)}`} status={intake.status}>
      <SimpleGrid
        component="dl"
        cols={{ base: 1, sm: 2 }}
        spacing={4}
        verticalSpacing={6}
        className={classes.fields}
        aria-label={`What you sent for ${intake.businessName}`}
      >
        {intake.fields.map((f) => (
          <div key={f.label} className={classes.field}>
            <dt>{f.label}</dt>
            <dd>{f.value}</dd>
          </div>
        ))}
      </SimpleGrid>
    </Row>
  );
}

function AppointmentRow({ appointment }: { appointment: PortalAppointment }) {
  const utils = trpc.useUtils();
  const [confirming, setConfirming] = useState(false);
  const cancel = trpc.portal.cancelAppointment.useMutation({
    onSuccess: async () => {
      showToast({ color: 'green', title: 'Appointment cancelled', message: 'Your time is free for someone else. Book again whenever you like.' });
      await utils.portal.dashboard.invalidate();
    },
    onError: (error) => {
      showToast({ color: 'red', title: 'Not cancelled', message: serverMessage(error) ?? 'We could not cancel it. Please try again or call us.' });
      void utils.portal.dashboard.invalidate();
    },
  });
  const title = appointmentTypes[appointment.appointmentType].title;
  return (
    <Row
      title={title}
      detail={`${longDate(appointment.date)} at ${timeWithZone(appointment.date, appointment.timeSlot)} · ${appointment.duration} minutes`}
      status={appointment.status}
    >
      {appointment.canCancel && (
        <Group gap="xs" mt="sm">
          {confirming ? (
            <>
              <Text size="sm" fw={600}>
                Cancel this appointment?
              </Text>
              <Button size="xs" color="red" loading={cancel.isPending} onClick={() => cancel.mutate({ id: appointment.id })}>
                Yes, cancel it
              </Button>
              <Button size="xs" variant="default" onClick={() => setConfirming(false)} disabled={cancel.isPending}>
                Keep it
              </Button>
            </>
          ) : (
            <>
              <Button
                size="xs"
                variant="light"
                color="red"
                onClick={() => setConfirming(true)}
                aria-label={`Cancel the ${title} of ${longDate(appointment.date)}`}
              >
                Cancel
              </Button>
              <RescheduleAppointment id={appointment.id} by="client" onMoved={() => utils.portal.dashboard.invalidate()} />
            </>
          )}
        </Group>
      )}
    </Row>
  );
}

/** The dashboard's record cards (docs/portal.md#portal-dashboard), from one answer of portal.dashboard. */
export function DashboardSections({ data }: { data: PortalDashboard }) {
  const email = data.account.email;
  return (
    <>
      <Section
        title="Formations"
        empty={`No formations yet. When you order an entity or business formation with ${email}, its progress shows here.`}
        action={
          <Button component={Link} to="/entity-types" variant="light" size="xs">
            Form an Entity
          </Button>
        }
      >
        {data.formations.map((f) => (
          <FormationRow key={f.id} formation={f} />
        ))}
      </Section>
      <Section title="Orders" empty={`No orders yet. What you pay for with ${email} appears here.`}>
        {data.orders.map((o) => (
          <OrderRow key={o.id} order={o} />
        ))}
      </Section>
      <Section
        title="Appointments"
        empty="No appointments yet. Book a free 30-minute consultation with an advisor."
        action={
          <Button component={Link} to="/schedule" variant="light" size="xs">
            Schedule
          </Button>
        }
      >
        {data.appointments.map((a) => (
          <AppointmentRow key={a.id} appointment={a} />
        ))}
      </Section>
      <Section title="Subscriptions" empty={`No subscriptions. Monthly plans and retainers you pay for with ${email} appear here.`}>
        {data.subscriptions.map((s) => (
          <SubscriptionRow key={s.id} subscription={s} />
        ))}
      </Section>
      <Section title="Business intakes" empty="No business intake sent yet. After you subscribe to a plan, the form you send appears here.">
        {data.intakes.map((i) => (
          <IntakeRow key={i.id} intake={i} />
        ))}
      </Section>
    </>
  );
}
