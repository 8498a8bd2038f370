import { company } from '@elite/contracts/catalogue/company';
import { usStateLabel } from '@elite/contracts/catalogue/us-states';
import { checkBusinessName, nameKey, nameSuggestionCandidates, SUGGESTION_COUNT } from '@elite/contracts/rules/business-names';
import type { NameSearchResult, nameSearchInput } from '@elite/contracts/schemas/name-search';
import type { FormationStatus } from '@elite/contracts/schemas/queue-fields';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { z } from 'zod';
import { ServiceError } from '../../http/service-error.ts';
import type { RequestContext } from '../../trpc/context.ts';
import { hitLimit, waitText } from '../limits/rate-limit.service.ts';
import { addressKey } from '../limits/limit-address.ts';

type NameSearchInput = z.output<typeof nameSearchInput>;

/** Per address: 60 name searches in 10 minutes (scaled by RATE_LIMIT_SCALE). */
const searchLimit = (scale: number) => ({ max: Math.ceil(60 * scale), windowSeconds: 600 });

/**
 * Formations whose name is on the state's register: filed with the state by us, or completed. A paid formation we
 * have not filed yet (received, in progress) is on no register, and naming it to a visitor would tell them a
 * client's plans; a cancelled one holds no name (docs/tools.md#naming-rules).
 */
const REGISTERED_STATUSES = ['filed', 'completed'] as const satisfies readonly FormationStatus[];

/**
 * The distinguishing keys of names this firm has filed with `state` that collide with `keys`: business and entity
 * formations in REGISTERED_STATUSES. What visitors typed in requests (proposals, contacts) is never read: a search
 * must not reveal it (docs/decisions/0016-name-search-rules-and-our-records.md). PostgreSQL narrows the rows with the
 * longest word of the name (on the name with its punctuation removed); the exact comparison is the same `nameKey`
 * the rules use.
 */
async function filedNames(em: EntityManager, keys: readonly string[], state: string): Promise<Set<string>> {
  const longestWords = new Set(
    keys
      .map(
        (k) =>
          k
            .split(' ')
            .filter((w) => w !== 'and')
            .sort((a, b) => b.length - a.length)[0],
      )
      .filter((w) => w !== undefined),
  );
  if (longestWords.size === 0) return new Set();
  // Tokens are letters and digits only: nothing in a pattern is a LIKE wildcard.
  const patterns = [...longestWords].map((w) => `%${w}%`);
  const anyPattern = `any (array[${patterns.map(() => '?').join(', ')}])`;
  const compact = (column: string) => `lower(regexp_replace(${column}, '[^[:alnum:]]', '', 'g')) like ${anyPattern}`;
  const registered = `status in (${REGISTERED_STATUSES.map(() => '?').join(', ')})`;
  // raw SQL: names compared without their punctuation (regexp_replace) across two tables (union all), in one query.
  const rows = await em.getConnection().execute<{ name: string }[]>(
    `select business_name as name from business_formation where state_of_formation = ? and ${registered} and ${compact('business_name')}
     union all
     select business_name from entity_formation where state = ? and ${registered} and ${compact('business_name')}`,
    [state, ...REGISTERED_STATUSES, ...patterns, state, ...REGISTERED_STATUSES, ...patterns],
  );
  const wanted = new Set(keys);
  return new Set(rows.map((row) => nameKey(row.name)).filter((key) => wanted.has(key)));
}

/**
 * POST /api/tools/name-search (docs/tools.md#naming-rules): whether a name can be filed in a state, from the naming
 * rules and the names this firm has already filed there, with five alternatives that pass both. The domain,
 * trademark and social media results of the page are placeholders the browser draws; nothing here
 * pretends to search the state's registry, so the message says who confirms availability.
 */
export async function searchName(ctx: RequestContext, input: NameSearchInput): Promise<NameSearchResult> {
  const limit = await hitLimit(ctx.em, addressKey('name-search', ctx.clientIp), searchLimit(ctx.config.RATE_LIMIT_SCALE));
  if (!limit.allowed) {
    throw new ServiceError(
      429,
      `You have run many name searches in a short time. Please wait ${waitText(limit.retryAfterSeconds)}, or call us at ${company.phoneDisplay}.`,
      limit.retryAfterSeconds,
    );
  }
  const stateName = usStateLabel(input.state)!;
  const check = checkBusinessName(input.businessName, input.businessType);
  const candidates = nameSuggestionCandidates(input.businessName, input.businessType).filter(
    (c) => checkBusinessName(c, input.businessType).problems.length === 0,
  );
  // A name the rules refuse needs no look-up; its suggestions still do.
  const registered = await filedNames(ctx.em, [...(check.problems.length === 0 ? [check.key] : []), ...candidates.map(nameKey)], input.state);
  const suggestions = candidates.filter((c) => !registered.has(nameKey(c))).slice(0, SUGGESTION_COUNT);
  const result = (available: boolean, message: string) => ({ available, message, filingName: check.filingName, suggestions });

  if (check.problems.length > 0) return result(false, check.problems.join(' '));
  if (registered.has(check.key)) {
    return result(
      false,
      `"${input.businessName}" is too close to a business already registered in ${stateName}: filing offices ignore punctuation, "The" and endings such as LLC or Inc. Try one of the suggestions.`,
    );
  }
  const filed = check.filingName === input.businessName ? '' : ` It would be filed as "${check.filingName}".`;
  return result(
    true,
    `"${input.businessName}" passes the naming rules and is not taken in our records for ${stateName}.${filed} The ${stateName} Secretary of State confirms availability when it accepts the filing.`,
  );
}
