import { Hero } from './Hero.tsx';
import { Stats } from './Stats.tsx';
import { TrustStrip } from './TrustStrip.tsx';

/** The home page. Hero, trust strip and statistics; the other home sections (spec 1, section 2) follow. */
export function HomePage() {
  return (
    <>
      <Hero />
      <TrustStrip />
      <Stats />
    </>
  );
}
