import { Button } from '@mantine/core';
import { IconArrowRight, IconClock, IconNews } from '@tabler/icons-react';
import { articleComingSoon, blogComingSoon, type BlogPost } from './content.ts';
import { showToast } from '../../lib/toast.ts';
import classes from './Blog.module.css';

export interface BlogTeasersProps {
  posts: readonly BlogPost[];
  headingOrder?: 3 | 4;
}

/**
 * Blog teaser cards (docs/site-and-navigation.md#home-page): Read More and View All Articles only show a toast
 * (Article Coming Soon, Blog Coming Soon); nothing navigates.
 */
export function BlogTeasers({ posts, headingOrder = 3 }: BlogTeasersProps) {
  // On home the teasers are an island (lib/island.tsx): a press before it is live is held and applied (lib/early-input.ts).
  const Heading = `h${headingOrder}` as const;
  return (
    <>
      <ul className={classes.grid}>
        {posts.map((post) => {
          const Icon = post.icon;
          const titleId = `post-${post.id}`;
          return (
            <li key={post.id} className={classes.card} aria-labelledby={titleId}>
              <div className={classes.cover} aria-hidden>
                <Icon size={44} stroke={1.3} className={classes.coverIcon} />
              </div>
              <div className={classes.body}>
                <p className={classes.meta}>
                  <span className={classes.category}>{post.category}</span>
                  <span className={classes.readTime}>
                    <IconClock size={14} stroke={2} aria-hidden />
                    {post.readMinutes} min read
                  </span>
                </p>
                <Heading id={titleId} className={classes.title}>
                  {post.title}
                </Heading>
                <p className={classes.excerpt}>{post.excerpt}</p>
                <Button
                  variant="subtle"
                  radius="md"
                  className={classes.readMore}
                  rightSection={<IconArrowRight size={16} stroke={2} aria-hidden />}
                  aria-describedby={titleId}
                  onClick={() => showToast({ color: 'navy', ...articleComingSoon })}
                >
                  Read More
                </Button>
              </div>
            </li>
          );
        })}
      </ul>
      <div className={classes.footer}>
        <Button
          variant="outline"
          size="md"
          radius="md"
          className={classes.viewAll}
          leftSection={<IconNews size={18} stroke={1.8} aria-hidden />}
          onClick={() => showToast({ color: 'navy', ...blogComingSoon })}
        >
          View All Articles
        </Button>
      </div>
    </>
  );
}
