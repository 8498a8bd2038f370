import { BlogSection } from './BlogSection.tsx';
import { ContactSection } from './ContactSection.tsx';
import { EntityTypesSection } from './EntityTypesSection.tsx';
import { FundabilitySection } from './FundabilitySection.tsx';
import { Hero } from './Hero.tsx';
import { ProcessSection } from './ProcessSection.tsx';
import { RetainersSection } from './RetainersSection.tsx';
import { Stats } from './Stats.tsx';
import { SuccessStories } from './SuccessStories.tsx';
import { TrustStrip } from './TrustStrip.tsx';

/**
 * The home page, in the order of spec 1 section 2: hero, trust strip (and the statistics), six-phase process,
 * client success carousel, retainer plans, entity-type cards, fundability, blog teasers, contact form.
 */
export function HomePage() {
  return (
    <>
      <Hero />
      <TrustStrip />
      <Stats />
      <ProcessSection />
      <SuccessStories />
      <RetainersSection />
      <EntityTypesSection />
      <FundabilitySection />
      <BlogSection />
      <ContactSection />
    </>
  );
}
