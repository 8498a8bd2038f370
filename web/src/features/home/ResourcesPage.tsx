import { Button, Container } from '@mantine/core';
import { IconArrowRight, IconBook2, IconChecklist, IconDownload, IconMail, IconUsersGroup } from '@tabler/icons-react';
import { clientStories } from '@elite/contracts/catalogue/stories';
import { company } from '@elite/contracts/catalogue/company';
import { useClientNavigation } from '../../shell/nav-links.ts';
import { BlogTeasers } from './BlogTeasers.tsx';
import { checklists } from '@elite/contracts/catalogue/resources';
import { blogPosts, checklistToast, guides, guideToast, partnerCategories, tools } from './content.ts';
import { PageHeader } from './PageHeader.tsx';
import { SectionHeader } from './SectionHeader.tsx';
import { showToast } from '../../lib/toast.ts';
import classes from './Resources.module.css';
import sections from './Sections.module.css';
import how from './HowItWorks.module.css';

/** The page's sections, in order; their ids are the hashes the site links to (#guides, #cases, #partners, #blog). */
const pageSections = [
  { id: 'tools', label: 'Tools' },
  { id: 'guides', label: 'Guides & Checklists' },
  { id: 'cases', label: 'Case Studies' },
  { id: 'partners', label: 'Partners' },
  { id: 'blog', label: 'Blog' },
] as const;

/**
 * /resources (docs/site-and-navigation.md#resources): tools, six guides and five checklists (downloads only show a toast),
 * client case studies, four partner categories and the blog, each reachable by its hash.
 */
export function ResourcesPage() {
  const navigate = useClientNavigation();
  return (
    <>
      <PageHeader
        eyebrow="Resources"
        title="Executive insight, free to use"
        lead={`Tools, guides, checklists and case studies from the advisors behind ${company.figures.capitalRaised} in client capital, plus the partner network our clients rely on.`}
      >
        <nav aria-label="Resources sections">
          <ul className={classes.jump}>
            {pageSections.map((s) => (
              <li key={s.id}>
                <a href={`#${s.id}`}>{s.label}</a>
              </li>
            ))}
          </ul>
        </nav>
      </PageHeader>

      <section id="tools" className={sections.section} aria-labelledby="tools-title">
        <Container size="lg" className={sections.inner}>
          <SectionHeader
            id="tools-title"
            eyebrow="Free tools"
            title="Assess, plan and decide with confidence"
            lead="Interactive tools our advisors use in their first conversations with clients."
          />
          <ul className={classes.tools}>
            {tools.map(({ icon: Icon, ...tool }) => (
              <li key={tool.href} className={classes.tool}>
                <span className={classes.toolIcon} aria-hidden>
                  <Icon size={24} stroke={1.7} />
                </span>
                <h3 className={classes.cardTitle}>{tool.title}</h3>
                <p className={classes.cardText}>{tool.description}</p>
                <a href={tool.href} onClick={navigate} className={classes.toolLink}>
                  {tool.action}
                  <IconArrowRight size={16} stroke={2} aria-hidden />
                </a>
              </li>
            ))}
          </ul>
        </Container>
      </section>

      <section id="guides" className={sections.sectionMuted} aria-labelledby="guides-title">
        <Container size="lg" className={sections.inner}>
          <SectionHeader
            id="guides-title"
            eyebrow="Guides & checklists"
            title="Playbooks for formation, credit and capital"
            lead="Six in-depth guides and five working checklists, written by the partners who lead our engagements."
          />
          <div className={classes.guidesLayout}>
            <ul className={classes.guides}>
              {guides.map(({ icon: Icon, ...guide }) => {
                const titleId = `guide-${guide.id}`;
                return (
                  <li key={guide.id} className={classes.guide} aria-labelledby={titleId}>
                    <div className={classes.guideHead}>
                      <span className={classes.guideIcon} aria-hidden>
                        <Icon size={22} stroke={1.7} />
                      </span>
                      <span className={classes.guideMeta}>Guide · {guide.pages} pages</span>
                    </div>
                    <h3 id={titleId} className={classes.cardTitle}>
                      {guide.title}
                    </h3>
                    <p className={classes.cardText}>{guide.description}</p>
                    <Button
                      variant="subtle"
                      radius="md"
                      className={classes.guideButton}
                      leftSection={<IconBook2 size={17} stroke={1.8} aria-hidden />}
                      aria-describedby={titleId}
                      onClick={() => showToast({ color: 'navy', ...guideToast(guide) })}
                    >
                      Get the Guide
                    </Button>
                  </li>
                );
              })}
            </ul>

            <aside className={classes.checklists} aria-labelledby="checklists-title">
              <span className={classes.checklistsIcon} aria-hidden>
                <IconChecklist size={24} stroke={1.7} />
              </span>
              <h3 id="checklists-title" className={classes.checklistsTitle}>
                Downloadable checklists
              </h3>
              <p className={classes.checklistsText}>Sent by e-mail after you contact us. Clients ask for them any time from Resources in the client portal.</p>
              <ul className={classes.checklistList}>
                {checklists.map((checklist) => {
                  const nameId = `checklist-${checklist.id}`;
                  return (
                    <li key={checklist.id}>
                      <span>
                        <span id={nameId} className={classes.checklistName}>
                          {checklist.title}
                        </span>
                        <span className={classes.checklistItems}>{checklist.items} items</span>
                      </span>
                      <Button
                        size="sm"
                        radius="md"
                        className={classes.downloadButton}
                        leftSection={<IconDownload size={16} stroke={2} aria-hidden />}
                        aria-describedby={nameId}
                        onClick={() => showToast({ color: 'navy', icon: <IconMail size={18} stroke={1.8} />, ...checklistToast(checklist) })}
                      >
                        Download
                      </Button>
                    </li>
                  );
                })}
              </ul>
            </aside>
          </div>
        </Container>
      </section>

      <section id="cases" className={sections.section} aria-labelledby="cases-title">
        <Container size="lg" className={sections.inner}>
          <SectionHeader
            id="cases-title"
            eyebrow="Client case studies"
            title="How our clients formed, funded and scaled"
            lead="Real engagements, told with the numbers that mattered to the founders who led them."
          />
          <ul className={classes.cases}>
            {clientStories.map((story) => (
              <li key={story.id} className={classes.case} aria-labelledby={`case-${story.id}`}>
                <div className={classes.caseHead}>
                  <span className={classes.caseIndustry}>{story.industry}</span>
                  <span className={classes.caseRoi}>{story.roi} ROI</span>
                </div>
                <h3 id={`case-${story.id}`} className={classes.cardTitle}>
                  {story.company}
                </h3>
                <p className={classes.caseLabel}>The challenge</p>
                <p className={classes.cardText}>{story.challenge}</p>
                <p className={classes.caseLabel}>Our solution</p>
                <p className={classes.cardText}>{story.solution}</p>
                <dl className={classes.caseResults}>
                  {story.results.map((r) => (
                    <div key={r.metric}>
                      <dt>{r.metric}</dt>
                      <dd>{r.value}</dd>
                    </div>
                  ))}
                </dl>
                <p className={classes.caseQuote}>
                  “{story.testimonial}”
                  <span>
                    {story.executive}, {story.role}
                  </span>
                </p>
              </li>
            ))}
          </ul>
        </Container>
      </section>

      <section id="partners" className={sections.sectionMuted} aria-labelledby="partners-title">
        <Container size="lg" className={sections.inner}>
          <SectionHeader
            id="partners-title"
            eyebrow="Partner network"
            title="Vetted specialists for every next step"
            lead="When your company needs more than advisory, we introduce you to partners we have worked with for years."
          />
          <ul className={classes.partners}>
            {partnerCategories.map(({ icon: Icon, ...partner }) => (
              <li key={partner.id} className={classes.partner}>
                <span className={classes.toolIcon} aria-hidden>
                  <Icon size={24} stroke={1.7} />
                </span>
                <h3 className={classes.cardTitle}>{partner.title}</h3>
                <p className={classes.cardText}>{partner.description}</p>
                <ul className={classes.partnerExamples}>
                  {partner.examples.map((e) => (
                    <li key={e}>{e}</li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
          <p className={sections.sectionFoot}>
            <a href="/contact" onClick={navigate} className={sections.inlineLink}>
              <IconUsersGroup size={17} stroke={1.8} aria-hidden />
              Request a partner introduction
              <IconArrowRight size={15} stroke={2} aria-hidden />
            </a>
          </p>
        </Container>
      </section>

      <section id="blog" className={sections.section} aria-labelledby="resources-blog-title">
        <Container size="lg" className={sections.inner}>
          <SectionHeader
            id="resources-blog-title"
            eyebrow="Executive blog"
            title="Insights on structure, credit and capital"
            lead="New articles from our partners every week."
          />
          <div className={sections.sectionBody}>
            <BlogTeasers posts={blogPosts} />
          </div>
        </Container>
      </section>

      <section className={how.cta} aria-labelledby="resources-cta-title">
        <Container size="lg" className={how.ctaInner}>
          <div>
            <h2 id="resources-cta-title" className={how.ctaTitle}>
              Want advice for your own business?
            </h2>
            <p className={how.ctaText}>Guides go a long way. A senior advisor goes further: tell us where you are headed and we will reply within 24 hours.</p>
          </div>
          <Button
            component="a"
            href="/contact"
            onClick={navigate}
            size="lg"
            radius="md"
            className={sections.goldButton}
            rightSection={<IconArrowRight size={18} stroke={2} aria-hidden />}
          >
            Contact an Advisor
          </Button>
        </Container>
      </section>
    </>
  );
}
