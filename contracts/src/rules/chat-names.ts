import { company } from '../catalogue/company.ts';

/**
 * Which display names a chat visitor may not use (docs/chat.md#visitor-names): names that would pass for the team's.
 * Compared without case, accents, spaces or punctuation, and with camelCase split ("SupportAgent" is "support agent"):
 * a name is refused when one of its words is a staff word ("Dana from Support"), when it is nothing but staff words
 * run together ("S u p p o r t", "supportteam"), when it holds the company's name anywhere, or when it is a staff
 * member's name. Look-alike letters ("Supp0rt") are not chased: the agents' desk marks every visitor message as the
 * visitor's whatever its name.
 */

const STAFF_WORDS = [
  'support',
  'agent',
  'agents',
  'admin',
  'administrator',
  'staff',
  'team',
  'moderator',
  'operator',
  'system',
  'bot',
  'official',
  'helpdesk',
  'representative',
  'advisor',
  'advisors',
] as const;

/** Words of a name: lower case, no accents, camelCase split, anything but letters and digits a separator. */
function nameWords(name: string): string[] {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/(\p{Ll})(\p{Lu})/gu, '$1 $2')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

const compact = (name: string) => nameWords(name).join('');
const staffWord = new Set<string>(STAFF_WORDS);
/** Nothing but staff words run together: "supportagent", "adminteam". */
const onlyStaffWords = new RegExp(`^(?:${STAFF_WORDS.join('|')})+$`);
/** Phrases that name the team or the company wherever they appear. */
const STAFF_PHRASES = ['customerservice', 'customercare', 'servicedesk', compact(company.name), compact(company.shortName)];

/** The message a refused name gets, in the browser's form and from the server. */
export const STAFF_LIKE_NAME = 'Please use your own name: names like Support, Agent or Admin, and our company’s name, are kept for our team.';

/** Whether a visitor's display name would pass for the team's; `staffNames` are the staff accounts' names. */
export function staffLikeName(name: string, staffNames: readonly string[] = []): boolean {
  const words = nameWords(name);
  const whole = words.join('');
  if (whole === '') return false;
  if (words.some((w) => staffWord.has(w)) || onlyStaffWords.test(whole)) return true;
  if (STAFF_PHRASES.some((phrase) => whole.includes(phrase))) return true;
  return staffNames.some((staff) => compact(staff) === whole);
}
