import { ActionIcon, Container } from '@mantine/core';
import { IconChevronLeft, IconChevronRight, IconQuote, IconStarFilled } from '@tabler/icons-react';
import { useState } from 'react';
import { clientStories, nextStoryIndex, previousStoryIndex, type ClientStory } from '@elite/contracts/catalogue/stories';
import { headlineStats } from '@elite/contracts/catalogue/stats';
import { company } from '@elite/contracts/catalogue/company';
import { SectionHeader } from './SectionHeader.tsx';
import classes from './Stories.module.css';

const averageRoi = headlineStats[3];

const initials = (name: string) =>
  name
    .replace(/^Dr\.\s+/, '')
    .split(/\s+/)
    .map((part) => part[0])
    .join('')
    .slice(0, 2);

function StorySlide({ story, position, active }: { story: ClientStory; position: number; active: boolean }) {
  const titleId = `story-${story.id}`;
  return (
    <div
      className={classes.slide}
      role="group"
      aria-roledescription="slide"
      aria-labelledby={titleId}
      aria-hidden={!active}
      inert={!active}
      data-active={active}
    >
      <div className={classes.slideTop}>
        <span className={classes.industry}>{story.industry}</span>
        {story.featured && (
          <span className={classes.featured}>
            <IconStarFilled size={12} aria-hidden />
            Featured
          </span>
        )}
        <span className={classes.position}>
          Story {position} of {clientStories.length}
        </span>
      </div>
      <h3 id={titleId} className={classes.company}>
        {story.company}
      </h3>

      <figure className={classes.quote}>
        <IconQuote size={34} stroke={1.4} className={classes.quoteIcon} aria-hidden />
        <blockquote>{story.testimonial}</blockquote>
        <figcaption className={classes.person}>
          <span className={classes.avatar} aria-hidden>
            {initials(story.executive)}
          </span>
          <span>
            <span className={classes.personName}>{story.executive}</span>
            <span className={classes.personRole}>
              {story.role}, {story.company}
            </span>
          </span>
        </figcaption>
      </figure>

      <div className={classes.narrative}>
        <div>
          <h4 className={classes.narrativeLabel}>The challenge</h4>
          <p>{story.challenge}</p>
        </div>
        <div>
          <h4 className={classes.narrativeLabel}>Our solution</h4>
          <p>{story.solution}</p>
        </div>
      </div>

      <dl className={classes.results}>
        {story.results.map((result) => (
          <div key={result.metric} className={classes.result}>
            <dt>{result.metric}</dt>
            <dd>{result.value}</dd>
          </div>
        ))}
      </dl>

      <p className={classes.investment}>
        <span>
          Investment <strong>{story.investment}</strong>
        </span>
        <span className={classes.roi}>
          Return on investment <strong>{story.roi}</strong>
        </span>
      </p>
    </div>
  );
}

/**
 * The client success carousel (docs/site-and-navigation.md#home-page): starts at the first story, Previous and Next wrap
 * around across the four, and the side list selects a story. Every slide is rendered (for the prerendered
 * page and a steady height); only the current one is visible and reachable.
 */
export function SuccessStories() {
  const [index, setIndex] = useState(0);
  // On home the carousel is an island (lib/island.tsx): a press before it is live is held and applied (lib/early-input.ts).
  const current = clientStories[index]!;
  return (
    <section className={classes.section} aria-labelledby="stories-title">
      <Container size="lg" className={classes.inner}>
        <SectionHeader
          id="stories-title"
          tone="dark"
          eyebrow="Client success"
          title="Results our clients take to the bank"
          lead="Four engagements, in the words of the founders who led them."
        />
        <div className={classes.layout} aria-roledescription="carousel" role="region" aria-label="Client success stories">
          <div className={classes.side}>
            <h3 id="stories-list-title" className={classes.sideTitle}>
              Client stories
            </h3>
            <ul className={classes.list} aria-labelledby="stories-list-title">
              {clientStories.map((story, i) => (
                <li key={story.id}>
                  <button type="button" className={classes.listButton} aria-pressed={i === index} onClick={() => setIndex(i)}>
                    <span className={classes.listCompany}>{story.company}</span>
                    <span className={classes.listMeta}>
                      <span className={classes.listIndustry}>{story.industry}</span>
                      <span className={classes.listRoi}>{story.roi} ROI</span>
                    </span>
                  </button>
                </li>
              ))}
            </ul>
            <p className={classes.sideNote}>
              <strong>{averageRoi.value}</strong> average client ROI across {company.figures.companiesAdvised} companies advised
            </p>
          </div>
          <div className={classes.stage}>
            <div className={classes.stack}>
              {clientStories.map((story, i) => (
                <StorySlide key={story.id} story={story} position={i + 1} active={i === index} />
              ))}
            </div>
            <div className={classes.controls}>
              <ActionIcon
                variant="outline"
                size={44}
                radius="xl"
                className={classes.arrow}
                aria-label="Previous story"
                onClick={() => setIndex((i) => previousStoryIndex(i))}
              >
                <IconChevronLeft size={20} stroke={2} aria-hidden />
              </ActionIcon>
              <div className={classes.dots} aria-hidden>
                {clientStories.map((story, i) => (
                  <span key={story.id} className={classes.dot} data-active={i === index || undefined} />
                ))}
              </div>
              <ActionIcon
                variant="outline"
                size={44}
                radius="xl"
                className={classes.arrow}
                aria-label="Next story"
                onClick={() => setIndex((i) => nextStoryIndex(i))}
              >
                <IconChevronRight size={20} stroke={2} aria-hidden />
              </ActionIcon>
            </div>
            <p className={classes.visuallyHidden} aria-live="polite" aria-atomic>
              Story {index + 1} of {clientStories.length}: {current.company}
            </p>
          </div>
        </div>
      </Container>
    </section>
  );
}
