import { useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';

function setMeta(attr: 'name' | 'property', key: string, content: string) {
  let el = document.head.querySelector<HTMLMetaElement>(`meta[${attr}="${key}"]`);
  if (!el) {
    el = document.createElement('meta');
    el.setAttribute(attr, key);
    document.head.appendChild(el);
  }
  el.content = content;
}

/**
 * Keeps <title>, description, canonical and Open Graph tags in step with the
 * route after client-side navigation (the prerendered HTML has them for the first load).
 */
export function DocumentHead() {
  const matches = useRouterState({ select: (s) => s.matches });
  useEffect(() => {
    for (const match of matches) {
      for (const meta of match.meta ?? []) {
        if (!meta) continue;
        if ('title' in meta && meta.title) document.title = meta.title;
        else if (meta.name && meta.content) setMeta('name', meta.name, meta.content);
        else if (meta.property && meta.content) setMeta('property', meta.property, meta.content);
      }
      for (const link of match.links ?? []) {
        if (link?.rel !== 'canonical' || !link.href) continue;
        const href = new URL(link.href, window.location.origin).href;
        let el = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
        if (!el) {
          el = document.createElement('link');
          el.rel = 'canonical';
          document.head.appendChild(el);
        }
        el.href = href;
        setMeta('property', 'og:url', href);
      }
    }
  }, [matches]);
  return null;
}
