import { defineIsland, Island } from '../../lib/island.tsx';
import { ContactSection } from './ContactSection.tsx';
import { Hero } from './Hero.tsx';
import { ProcessSection } from './ProcessSection.tsx';
import { Stats } from './Stats.tsx';
import { TrustStrip } from './TrustStrip.tsx';

// Sections far down the page: in its HTML from the start, their code loads as the visitor scrolls towards them
// (lib/island.tsx), so the first download is the top of the page's.
const successStories = defineIsland(() => import('./SuccessStories.tsx').then((m) => m.SuccessStories));
const retainers = defineIsland(() => import('./RetainersSection.tsx').then((m) => m.RetainersSection));
const entityTypes = defineIsland(() => import('./EntityTypesSection.tsx').then((m) => m.EntityTypesSection));
const fundability = defineIsland(() => import('./FundabilitySection.tsx').then((m) => m.FundabilitySection));
const blog = defineIsland(() => import('./BlogSection.tsx').then((m) => m.BlogSection));

/**
 * The home page, in the order of docs/site-and-navigation.md#home-page: hero, trust strip (and the statistics), six-phase process,
 * client success carousel, retainer plans, entity-type cards, fundability, blog teasers, contact form.
 */
export function HomePage() {
  return (
    <>
      <Hero />
      <TrustStrip />
      <Stats />
      <ProcessSection />
      <Island code={successStories} props={{}} />
      <Island code={retainers} props={{}} />
      <Island code={entityTypes} props={{}} />
      <Island code={fundability} props={{}} />
      <Island code={blog} props={{}} />
      <ContactSection />
    </>
  );
}
