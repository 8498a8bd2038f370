import { formationStages, type PortalFormation } from '@elite/contracts/schemas/portal';
import { IconCheck, IconX } from '@tabler/icons-react';
import classes from './FormationStages.module.css';
import { portalDate, statusLabel } from './portal-format.ts';

/**
 * A formation's workflow as steps: Received → In progress → Filed → Completed, each reached one ticked with the
 * day it was reached (from its history; Received is the day it was ordered). A cancelled formation shows the
 * steps it reached, then Cancelled.
 */
export function FormationStages({ formation }: { formation: PortalFormation }) {
  const reachedAt = new Map<string, string>([['received', formation.createdAt]]);
  for (const change of formation.history) reachedAt.set(change.to, change.at);
  const cancelled = formation.status === 'cancelled';
  const current = cancelled ? -1 : formationStages.indexOf(formation.status as (typeof formationStages)[number]);
  // A cancelled formation stopped at the last stage it reached.
  const stoppedAt = cancelled ? Math.max(...formationStages.map((s, i) => (reachedAt.has(s) ? i : 0))) : current;
  const steps = cancelled ? formationStages.slice(0, stoppedAt + 1) : formationStages;
  return (
    <ol className={classes.stages} aria-label={`Progress of ${formation.businessName}`}>
      {steps.map((stage, i) => {
        const done = i <= stoppedAt;
        const at = reachedAt.get(stage);
        return (
          <li key={stage} className={classes.stage} data-done={done || undefined} aria-current={!cancelled && i === current ? 'step' : undefined}>
            <span className={classes.dot} aria-hidden>
              {done ? <IconCheck size={13} stroke={3} /> : null}
            </span>
            <span className={classes.label}>
              {statusLabel(stage)} {done && at ? <span className={classes.date}>{portalDate(at)}</span> : <span className={classes.date}>Not yet</span>}
            </span>
          </li>
        );
      })}
      {cancelled && (
        <li className={classes.stage} data-cancelled aria-current="step">
          <span className={classes.dot} aria-hidden>
            <IconX size={13} stroke={3} />
          </span>
          <span className={classes.label}>
            Cancelled {reachedAt.get('cancelled') && <span className={classes.date}>{portalDate(reachedAt.get('cancelled')!)}</span>}
          </span>
        </li>
      )}
    </ol>
  );
}
