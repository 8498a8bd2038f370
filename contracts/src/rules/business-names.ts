/**
 * The business name rules of /business-name-search (docs/tools.md#naming-rules; issue 6): a basic set of the
 * checks a Secretary of State makes before accepting a name. Pure, so the server answers with them and the
 * tests pin them; the server adds what only it knows (names already recorded by this firm).
 *
 * - A name is compared on its distinguishing key: lower case, no punctuation, "&" read as "and", no leading
 *   "The", no entity designator ("Acme, Inc." and "The Acme LLC" are the same name to a filing office).
 * - The designator, when the name has one, must fit the entity type (an LLC cannot end in "Inc.").
 *   Without one, the name is filed with the type's usual designator.
 * - Restricted words (bank, insurance, federal ...) need a regulator's approval or are forbidden outright.
 */
import type { EntityTypeValue } from '../catalogue/entity-types.ts';

/** The longest name the search takes (here, free of zod, so the form's input can say it without loading the schema). */
export const NAME_MAX_LENGTH = 200;

type DesignatorFamily = 'llc' | 'corporation' | 'pllc' | 'pc' | 'lp' | 'llp';

/** Designators as normalised token sequences, and the family each belongs to. */
const designatorForms: readonly (readonly [string, DesignatorFamily])[] = [
  ['limited liability company', 'llc'],
  ['limited liability co', 'llc'],
  ['ltd liability company', 'llc'],
  ['ltd liability co', 'llc'],
  ['llc', 'llc'],
  ['professional limited liability company', 'pllc'],
  ['pllc', 'pllc'],
  ['professional corporation', 'pc'],
  ['prof corp', 'pc'],
  ['pc', 'pc'],
  ['limited liability partnership', 'llp'],
  ['llp', 'llp'],
  ['limited partnership', 'lp'],
  ['lp', 'lp'],
  ['incorporated', 'corporation'],
  ['inc', 'corporation'],
  ['corporation', 'corporation'],
  ['corp', 'corporation'],
  ['company', 'corporation'],
  ['co', 'corporation'],
  ['limited', 'corporation'],
  ['ltd', 'corporation'],
];
// Longest first, so "limited liability company" wins over "company".
const designatorsLongestFirst = [...designatorForms].map(([form, family]) => [form.split(' '), family] as const).sort((a, b) => b[0].length - a[0].length);

const familyOf: Record<EntityTypeValue, DesignatorFamily> = {
  llc: 'llc',
  's-corp': 'corporation',
  'c-corp': 'corporation',
  nonprofit: 'corporation',
  pllc: 'pllc',
  pc: 'pc',
  lp: 'lp',
  llp: 'llp',
};

/** What each family's names must end in, as shown to people, the first being the one we file with. */
export const designatorsByFamily: Record<DesignatorFamily, readonly string[]> = {
  llc: ['LLC', 'L.L.C.', 'Limited Liability Company'],
  corporation: ['Inc.', 'Incorporated', 'Corporation', 'Corp.', 'Company', 'Co.', 'Limited', 'Ltd.'],
  pllc: ['PLLC', 'P.L.L.C.', 'Professional Limited Liability Company'],
  pc: ['P.C.', 'Professional Corporation', 'Prof. Corp.'],
  lp: ['LP', 'L.P.', 'Limited Partnership'],
  llp: ['LLP', 'L.L.P.', 'Limited Liability Partnership'],
};

const familyNames: Record<DesignatorFamily, string> = {
  llc: 'a limited liability company',
  corporation: 'a corporation',
  pllc: 'a professional limited liability company',
  pc: 'a professional corporation',
  lp: 'a limited partnership',
  llp: 'a limited liability partnership',
};

/** The designator a name is filed with when it has none. */
export const defaultDesignator = (type: EntityTypeValue) => designatorsByFamily[familyOf[type]][0]!;

const BANKING = 'needs the approval of the state banking regulator';
const INSURANCE = 'needs the approval of the state insurance department';
const GOVERNMENT = 'suggests a connection to the U.S. government, which a private business may not claim';
const PROTECTED = 'is protected by federal law and cannot be used without permission';
const EDUCATION = 'needs the approval of the state education department';

/** Restricted words, as normalised token sequences, with why. */
export const restrictedWords: readonly { readonly words: string; readonly reason: string }[] = [
  { words: 'bank', reason: BANKING },
  { words: 'banks', reason: BANKING },
  { words: 'banking', reason: BANKING },
  { words: 'banker', reason: BANKING },
  { words: 'bankers', reason: BANKING },
  { words: 'bancorp', reason: BANKING },
  { words: 'trust', reason: BANKING },
  { words: 'trusts', reason: BANKING },
  { words: 'credit union', reason: 'needs the approval of the credit union regulator' },
  { words: 'insurance', reason: INSURANCE },
  { words: 'assurance', reason: INSURANCE },
  { words: 'reinsurance', reason: INSURANCE },
  { words: 'underwriters', reason: INSURANCE },
  { words: 'federal', reason: GOVERNMENT },
  { words: 'united states', reason: GOVERNMENT },
  { words: 'treasury', reason: GOVERNMENT },
  { words: 'fbi', reason: GOVERNMENT },
  { words: 'secret service', reason: GOVERNMENT },
  { words: 'pentagon', reason: GOVERNMENT },
  { words: 'social security', reason: GOVERNMENT },
  { words: 'olympic', reason: PROTECTED },
  { words: 'olympics', reason: PROTECTED },
  { words: 'olympiad', reason: PROTECTED },
  { words: 'red cross', reason: PROTECTED },
  { words: 'university', reason: EDUCATION },
  { words: 'college', reason: EDUCATION },
];

/** Letters (any script), digits, spaces and the punctuation filing offices accept. */
const ALLOWED_CHARACTERS = /^[\p{L}\p{M}\d &,.'’\-!?()/:+#@]+$/u;

/** Words of a name as a filing office compares them. */
export function nameTokens(name: string): string[] {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '') // é -> e
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[.'’]/g, '') // L.L.C. -> llc, Joe's -> joes
    .split(/[^\p{L}\d]+/u)
    .filter(Boolean);
}

function endsWith(tokens: readonly string[], suffix: readonly string[]): boolean {
  return suffix.length <= tokens.length && suffix.every((t, i) => tokens[tokens.length - suffix.length + i] === t);
}

/** The designator at the end of the tokens, if any (the longest that fits). */
function trailingDesignator(tokens: readonly string[]): { length: number; family: DesignatorFamily } | undefined {
  const found = designatorsLongestFirst.find(([form]) => form.length < tokens.length && endsWith(tokens, form));
  return found && { length: found[0].length, family: found[1] };
}

/**
 * The distinguishing key: the words without a leading "the" and without trailing designators
 * ("The Acme Co., LLC" -> "acme"). Two names with the same key are the same name to a filing office.
 */
export function nameKey(name: string): string {
  let tokens = nameTokens(name);
  if (tokens[0] === 'the' && tokens.length > 1) tokens = tokens.slice(1);
  for (let d = trailingDesignator(tokens); d; d = trailingDesignator(tokens)) tokens = tokens.slice(0, -d.length);
  return tokens.join(' ');
}

/** Whether there is a name besides "The", "&" and a designator ("LLC" and "The Inc." have none). */
function hasNameWords(name: string): boolean {
  const tokens = nameTokens(name.replace(/&/g, ' '));
  const core = tokens[0] === 'the' ? tokens.slice(1) : tokens;
  return core.length > 0 && !designatorsLongestFirst.some(([form]) => form.join(' ') === core.join(' '));
}

/** Collapses runs of white space: what a person typed, tidied. */
export const tidyName = (name: string) => name.trim().replace(/\s+/g, ' ');

export interface NameCheck {
  /** The distinguishing key, compared with recorded names. */
  key: string;
  /** The name as it would be filed: with a designator that fits the entity type. */
  filingName: string;
  /** Why the name cannot be filed as it is; empty when it passes the rules. */
  problems: string[];
}

const quoted = (s: string) => `"${s}"`;
const capitalise = (s: string) => s.replace(/\b\p{L}/gu, (c) => c.toUpperCase());

/** Checks a name for an entity type against the rules. */
export function checkBusinessName(name: string, type: EntityTypeValue): NameCheck {
  const tidy = tidyName(name);
  const tokens = nameTokens(tidy);
  const key = nameKey(tidy);
  const family = familyOf[type];
  const problems: string[] = [];

  if (!ALLOWED_CHARACTERS.test(tidy)) {
    problems.push("A business name can use letters, numbers, spaces and these marks only: & , . ' - ! ? ( ) / : + # @");
  }
  if (!hasNameWords(tidy)) {
    problems.push('The name needs at least one word besides the entity designator.');
  }
  for (const { words, reason } of restrictedWords) {
    const restricted = words.split(' ');
    const at = tokens.findIndex((_, i) => restricted.every((w, j) => tokens[i + j] === w));
    if (at >= 0) problems.push(`${quoted(capitalise(words))} is a restricted word: it ${reason}.`);
  }
  const designator = trailingDesignator(tokens);
  if (designator && designator.family !== family) {
    const ending = designatorsByFamily[family];
    problems.push(
      `The ending ${quoted(tidy.split(' ').slice(-designator.length).join(' '))} marks ${familyNames[designator.family]}; the name of ${familyNames[family]} must end in ${ending.slice(0, -1).join(', ')} or ${ending.at(-1)}.`,
    );
  }
  const filingName = designator ? tidy : `${tidy.replace(/[,\s]+$/, '')} ${defaultDesignator(type)}`;
  return { key, filingName, problems };
}

const SUGGESTION_WORDS = ['Group', 'Solutions', 'Partners', 'Enterprises', 'Holdings', 'Ventures', 'Collective', 'Associates'];

/**
 * Alternative names (docs/tools.md#naming-rules): the name with Group, Solutions, Partners, Enterprises ..., each
 * with the designator of the entity type (the documented bare "name + LLC/Inc" is the same name to a filing
 * office, so it is not offered). Restricted words are left out. More than five, so the server can drop
 * taken ones.
 */
export function nameSuggestionCandidates(name: string, type: EntityTypeValue): string[] {
  const restricted = new Set(restrictedWords.filter((r) => !r.words.includes(' ')).map((r) => r.words));
  const words = tidyName(name)
    .split(' ')
    .filter((w) => !restricted.has(nameTokens(w).join(' ')));
  // The base: the name without its designator ("Acme Consulting LLC" -> "Acme Consulting").
  let base = words;
  for (let d = trailingDesignator(nameTokens(base.join(' '))); d && base.length > d.length; d = trailingDesignator(nameTokens(base.join(' ')))) {
    base = base.slice(0, -d.length);
  }
  const baseText = base.join(' ').replace(/[,\s]+$/, '');
  if (!hasNameWords(baseText)) return [];
  const designator = defaultDesignator(type);
  const searchedKey = nameKey(name);
  const lastWord = nameTokens(baseText).at(-1);
  return SUGGESTION_WORDS.filter((w) => w.toLowerCase() !== lastWord)
    .map((w) => `${baseText} ${w} ${designator}`)
    .filter((c) => nameKey(c) !== searchedKey);
}

/** How many suggestions a search shows. */
export const SUGGESTION_COUNT = 5;
