import { nameKey } from '@elite/contracts/rules/business-names';

/**
 * The domain, trademark and social media rows of the results (docs/tools.md#placeholder-checks): random placeholders that
 * carry no real lookup. The page labels them as illustrations; the names are real so the visitor knows
 * what to check next.
 */
export interface PlaceholderCheck {
  group: 'Domain' | 'Trademark' | 'Social media';
  label: string;
  /** Random: shown as "Example: looks free" or "Example: may be taken". */
  free: boolean;
}

/** A domain-ish handle: the name's distinguishing words run together ("Bright Harbor LLC" -> "brightharbor"). */
export function handleFor(name: string): string {
  return (
    nameKey(name)
      .replace(/[^a-z0-9]/g, '')
      .slice(0, 40) || 'yourbusiness'
  );
}

export function placeholderChecks(name: string, random: () => number = Math.random): PlaceholderCheck[] {
  const handle = handleFor(name);
  const rows: Omit<PlaceholderCheck, 'free'>[] = [
    { group: 'Domain', label: `${handle}.com` },
    { group: 'Domain', label: `${handle}.net` },
    { group: 'Domain', label: `${handle}.co` },
    { group: 'Trademark', label: 'USPTO federal trademark register' },
    { group: 'Social media', label: `Instagram @${handle}` },
    { group: 'Social media', label: `LinkedIn company page "${name}"` },
    { group: 'Social media', label: `X (Twitter) @${handle.slice(0, 15)}` },
  ];
  return rows.map((row) => ({ ...row, free: random() >= 0.35 }));
}
