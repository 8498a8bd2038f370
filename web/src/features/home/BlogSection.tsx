import { Container } from '@mantine/core';
import { company } from '@elite/contracts/catalogue/company';
import { BlogTeasers } from './BlogTeasers.tsx';
import { blogPosts } from './content.ts';
import { SectionHeader } from './SectionHeader.tsx';
import classes from './Sections.module.css';

/** The home page's blog teasers (docs/site-and-navigation.md#home-page): the three newest articles. */
export function BlogSection() {
  return (
    <section className={classes.sectionMuted} aria-labelledby="blog-title">
      <Container size="lg" className={classes.inner}>
        <SectionHeader
          id="blog-title"
          eyebrow="Executive insights"
          title={`Thinking from the advisors behind ${company.figures.capitalRaised} raised`}
          lead="Practical perspectives on structure, credit and capital, written by the partners who lead our engagements."
        />
        <div className={classes.sectionBody}>
          <BlogTeasers posts={blogPosts.slice(0, 3)} />
        </div>
      </Container>
    </section>
  );
}
