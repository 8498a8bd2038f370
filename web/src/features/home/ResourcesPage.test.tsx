import { notifications } from '@mantine/notifications';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { clientStories } from '@elite/contracts/catalogue/stories';
import { renderApp } from '../../../test/render.tsx';
import { checklists } from '@elite/contracts/catalogue/resources';
import { checklistToast, guides, guideToast, partnerCategories } from './content.ts';

const section = (container: HTMLElement, id: string) => within(container.querySelector(`section#${id}`) as HTMLElement);

describe('/resources', () => {
  beforeEach(() => notifications.clean());

  it('has its h1 and the sections tools, guides, cases, partners and blog, by id for their hashes', async () => {
    const { container } = await renderApp('/resources');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Executive insight, free to use');
    const ids = [...container.querySelectorAll('main section[id]')].map((s) => s.id);
    expect(ids).toEqual(['tools', 'guides', 'cases', 'partners', 'blog']);
  });

  it('the tools lead to the quiz, the name search, certification eligibility and the calculators', async () => {
    const { container } = await renderApp('/resources');
    const hrefs = section(container, 'tools')
      .getAllByRole('link')
      .map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual(['/business-readiness-quiz', '/business-name-search', '/certification-eligibility', '/calculators']);
  });

  it('six guides and five checklists; their buttons only show a toast and nothing navigates', async () => {
    const { container, router } = await renderApp('/resources');
    const guidesSection = section(container, 'guides');
    const guideButtons = guidesSection.getAllByRole('button', { name: 'Get the Guide' });
    expect(guideButtons).toHaveLength(6);
    const downloads = guidesSection.getAllByRole('button', { name: 'Download' });
    expect(downloads).toHaveLength(5);

    await userEvent.click(downloads[1]!);
    const sent = checklistToast(checklists[1]!);
    expect(await screen.findByText(sent.title)).toBeVisible();
    expect(screen.getByText(sent.message)).toBeVisible();

    await userEvent.click(guideButtons[0]!);
    const portal = guideToast(guides[0]!);
    expect(await screen.findByText(portal.title)).toBeVisible();
    expect(screen.getByText(portal.message)).toBeVisible();
    expect(router.state.location.pathname).toBe('/resources');
  });

  it('promises of the portal only what it does: checklists are e-mailed, and clients ask for them from Resources in the portal (docs/site-and-navigation.md#resources)', async () => {
    const { container } = await renderApp('/resources');
    const aside = section(container, 'guides').getByRole('complementary', { name: 'Downloadable checklists' });
    expect(aside.textContent).toContain('Sent by e-mail after you contact us. Clients ask for them any time from Resources in the client portal.');
    expect(aside.textContent).not.toMatch(/always available/i);
  });

  it('the case studies are the four client stories', async () => {
    const { container } = await renderApp('/resources');
    const titles = section(container, 'cases')
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent);
    expect(titles).toEqual(clientStories.map((s) => s.company));
  });

  it('four partner categories and a way to ask for an introduction', async () => {
    const { container } = await renderApp('/resources');
    const partners = section(container, 'partners');
    expect(partners.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(partnerCategories.map((p) => p.title));
    expect(partners.getByRole('link', { name: /Request a partner introduction/ }).getAttribute('href')).toBe('/contact');
  });

  it('the blog teasers show Article Coming Soon, View All Articles shows Blog Coming Soon', async () => {
    const { container } = await renderApp('/resources');
    const blog = section(container, 'blog');
    await userEvent.click(blog.getAllByRole('button', { name: 'Read More' })[4]!);
    expect(await screen.findByText('Article Coming Soon')).toBeVisible();
    await userEvent.click(blog.getByRole('button', { name: 'View All Articles' }));
    expect(await screen.findByText('Blog Coming Soon')).toBeVisible();
  });

  it('ends with a call to /contact', async () => {
    await renderApp('/resources');
    expect(screen.getByRole('link', { name: 'Contact an Advisor' }).getAttribute('href')).toBe('/contact');
  });
});
