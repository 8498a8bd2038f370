import { defineDataIsland } from '../../lib/data-island.tsx';
import { Island } from '../../lib/island.tsx';
import { PageHeader } from '../home/PageHeader.tsx';

/**
 * The wizard: a data island (docs/decisions/0038-data-islands.md). Its first step is in the page's HTML; its code,
 * the calendar and the data layer arrive as soon as the page is live (it is on screen), not in the first download.
 */
export const scheduleWizard = defineDataIsland(() => import('./ScheduleWizard.tsx').then((m) => m.ScheduleWizard));

/** /schedule (docs/scheduling.md#scheduling-wizard): the page's header and the four-step appointment wizard. */
export function SchedulePage() {
  return (
    <>
      <PageHeader
        eyebrow="Schedule"
        title="Book your consultation"
        lead="Choose a day and time that suits you. A senior advisor will call you at the time you pick; the first 30-minute consultation is free."
      />
      <Island code={scheduleWizard} props={{}} />
    </>
  );
}
