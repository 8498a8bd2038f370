import { company } from '@elite/contracts/catalogue/company';

export interface PageSeo {
  title: string;
  description: string;
  /** The page's own path, for its canonical link. */
  path: string;
}

/** A route's `head`: its title, description and canonical link (read by the prerenderer and DocumentHead). */
export function pageHead({ title, description, path }: PageSeo) {
  const fullTitle = title === company.name ? title : `${title} | ${company.name}`;
  return {
    meta: [
      { title: fullTitle },
      { name: 'description', content: description },
      { property: 'og:title', content: fullTitle },
      { property: 'og:description', content: description },
      { property: 'og:type', content: 'website' },
      { property: 'og:site_name', content: company.name },
    ],
    links: [{ rel: 'canonical', href: path }],
  };
}
