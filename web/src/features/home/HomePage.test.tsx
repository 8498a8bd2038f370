import { notifications } from '@mantine/notifications';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { entityTypeInfo } from '@elite/contracts/catalogue/entity-types';
import { processPhases } from '@elite/contracts/catalogue/process';
import { clientStories } from '@elite/contracts/catalogue/stories';
import { renderApp } from '../../../test/render.tsx';
import { articleComingSoon, blogComingSoon } from './content.ts';

describe('home page', () => {
  it('has one h1 in the hero, about executive advisory and becoming fundable in 90 days', async () => {
    await renderApp('/');
    const h1 = screen.getByRole('heading', { level: 1 });
    expect(h1.textContent).toMatch(/Executive advisory/);
    expect(h1.textContent).toMatch(/fundable in 90 days/);
  });

  it('Explore Elite Services goes to /services and Schedule Executive Consultation to /schedule', async () => {
    await renderApp('/');
    expect(screen.getByRole('link', { name: 'Explore Elite Services' }).getAttribute('href')).toBe('/services');
    expect(screen.getByRole('link', { name: 'Schedule Executive Consultation' }).getAttribute('href')).toBe('/schedule');
  });

  it('the trust strip names the former top-tier consultants, certifications and capital raised', async () => {
    await renderApp('/');
    const strip = within(screen.getByRole('region', { name: 'The Elite standard' }));
    expect(strip.getByText(/Former McKinsey, BCG & Bain/)).toBeVisible();
    expect(strip.getByText(/Certified advisors/)).toBeVisible();
    expect(strip.getByText('$2.8B+ raised')).toBeVisible();
  });

  it('shows all eight fixed statistics in the docs', async () => {
    await renderApp('/');
    const stats = within(screen.getByRole('region', { name: 'Results measured in capital, not promises' }));
    for (const value of ['$2.8B+', '500+', '98%', '47x', '15+', '50+', '10,000+', '99.9%']) {
      expect(stats.getByText(value)).toBeVisible();
    }
  });
});

describe('home page sections after the statistics', () => {
  beforeEach(() => notifications.clean());

  const sectionTitles = () =>
    within(screen.getByRole('main'))
      .getAllByRole('heading', { level: 2 })
      .map((h) => h.textContent)
      .filter((t): t is string => !!t);

  it('come in the documented order: process, stories, retainers, entity types, fundability, blog, contact', async () => {
    await renderApp('/');
    expect(sectionTitles()).toEqual([
      'The Elite standard',
      'Results measured in capital, not promises',
      'Six phases from formation to funding',
      'Results our clients take to the bank',
      'A senior advisory team on retainer',
      'The right structure, formed correctly the first time',
      'Become fundable in 90 days',
      'Thinking from the advisors behind $2.8B+ raised',
      'Tell us where your business is going',
    ]);
  });

  it('the six-phase process lists every phase and ends with buttons to /contact and /schedule', async () => {
    await renderApp('/');
    const process = within(screen.getByRole('region', { name: 'Six phases from formation to funding' }));
    const phases = process.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(phases).toEqual(processPhases.map((p) => `Phase ${p.number}: ${p.title}`));
    const links = process.getAllByRole('link');
    expect(links.slice(-2).map((a) => a.getAttribute('href'))).toEqual(['/contact', '/schedule']);
  });

  it('shows the three retainer plans with Subscribe Now', async () => {
    await renderApp('/');
    const retainers = within(screen.getByRole('region', { name: 'A senior advisory team on retainer' }));
    expect(retainers.getAllByRole('link', { name: 'Subscribe Now' })).toHaveLength(3);
  });

  it('the six entity types sold online have Start Formation to the online chooser on /entity-types, LP and LLP Ask an Advisor (docs/catalogue-and-cart.md#entity-types)', async () => {
    await renderApp('/');
    const entities = within(screen.getByRole('region', { name: 'The right structure, formed correctly the first time' }));
    const starts = entities.getAllByRole('link', { name: 'Start Formation' });
    expect(starts.map((a) => a.getAttribute('href'))).toEqual(
      ['llc', 's-corp', 'nonprofit', 'c-corp', 'pllc', 'pc'].map((type) => `/entity-types?type=${type}#start-formation`),
    );
    expect(entities.getAllByRole('link', { name: 'Ask an Advisor' }).map((a) => a.getAttribute('href'))).toEqual(['/contact', '/contact']);
    expect(starts.length + 2).toBe(entityTypeInfo.length);
  });

  it('the fundability section links to the audit and the services as plain links', async () => {
    await renderApp('/');
    const fundability = within(screen.getByRole('region', { name: 'Become fundable in 90 days' }));
    expect(fundability.getByRole('link', { name: 'Take Free Fundability Audit' }).getAttribute('href')).toBe('/fundability#audit');
    expect(fundability.getByRole('link', { name: 'Explore Fundability Services' }).getAttribute('href')).toBe('/fundability');
  });

  it('ends with the contact form', async () => {
    await renderApp('/');
    const contact = within(screen.getByRole('region', { name: 'Tell us where your business is going' }));
    expect(contact.getByRole('form', { name: 'Send us a message' })).toBeVisible();
  });
});

describe('the client success carousel', () => {
  const carousel = () => within(screen.getByRole('region', { name: 'Client success stories' }));
  /** The one story on show: the only slide not hidden from assistive technology. */
  const shown = () => carousel().getByRole('group', { name: /./ }).getAttribute('aria-labelledby');
  const storyId = (i: number) => `story-${clientStories[i]!.id}`;
  const next = () => userEvent.click(carousel().getByRole('button', { name: 'Next story' }));
  const previous = () => userEvent.click(carousel().getByRole('button', { name: 'Previous story' }));

  it('starts at the first story', async () => {
    await renderApp('/');
    expect(shown()).toBe(storyId(0));
    expect(carousel().getByRole('heading', { level: 3, name: clientStories[0].company })).toBeVisible();
  });

  it('Next walks through the four stories and wraps from the last to the first', async () => {
    await renderApp('/');
    for (const i of [1, 2, 3, 0]) {
      await next();
      expect(shown()).toBe(storyId(i));
    }
  });

  it('Previous wraps from the first story to the last', async () => {
    await renderApp('/');
    await previous();
    expect(shown()).toBe(storyId(3));
    await previous();
    expect(shown()).toBe(storyId(2));
  });

  it('clicking a story in the side list selects it and marks it pressed', async () => {
    await renderApp('/');
    const list = () =>
      carousel()
        .getAllByRole('button', { pressed: undefined })
        .filter((b) => b.hasAttribute('aria-pressed'));
    expect(list()).toHaveLength(4);
    expect(list().map((b) => b.getAttribute('aria-pressed'))).toEqual(['true', 'false', 'false', 'false']);

    await userEvent.click(carousel().getByRole('button', { name: /Vantage Logistics Group/ }));
    expect(shown()).toBe(storyId(2));
    expect(list().map((b) => b.getAttribute('aria-pressed'))).toEqual(['false', 'false', 'true', 'false']);

    // Next carries on from the selected story.
    await next();
    expect(shown()).toBe(storyId(3));
  });

  it('each story shows its executive, testimonial, three results and return on investment', async () => {
    await renderApp('/');
    const story = clientStories[0];
    const slide = within(carousel().getByRole('group', { name: story.company }));
    expect(slide.getByText(story.executive)).toBeVisible();
    expect(slide.getByText(story.testimonial)).toBeVisible();
    for (const r of story.results) expect(slide.getByText(r.value)).toBeVisible();
    expect(slide.getByText(story.roi)).toBeVisible();
  });
});

describe('the blog teasers', () => {
  beforeEach(() => notifications.clean());

  it('Read More shows Article Coming Soon and stays on the page', async () => {
    const { router } = await renderApp('/');
    const blog = within(screen.getByRole('region', { name: 'Thinking from the advisors behind $2.8B+ raised' }));
    const readMore = blog.getAllByRole('button', { name: 'Read More' });
    expect(readMore).toHaveLength(3);
    await userEvent.click(readMore[1]!);
    expect(await screen.findByText('Article Coming Soon')).toBeVisible();
    expect(screen.getByText(articleComingSoon.message)).toBeVisible();
    expect(router.state.location.href).toBe('/');
  });

  it('View All Articles shows Blog Coming Soon', async () => {
    await renderApp('/');
    await userEvent.click(screen.getByRole('button', { name: 'View All Articles' }));
    expect(await screen.findByText('Blog Coming Soon')).toBeVisible();
    expect(screen.getByText(blogComingSoon.message)).toBeVisible();
  });
});
