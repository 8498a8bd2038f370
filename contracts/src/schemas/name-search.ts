import { z } from 'zod';
import { entityTypeValues } from '../catalogue/entity-types.ts';
import { usStateCodes } from '../catalogue/us-states.ts';
import { NAME_MAX_LENGTH } from '../rules/business-names.ts';

/** docs/tools.md#search-form: the toasts of an empty name and a missing state. */
export const NAME_REQUIRED = 'Please enter a business name';
export const STATE_REQUIRED = 'Please select a state';
export const TYPE_REQUIRED = 'Please select a business type';

/**
 * POST /api/tools/name-search and nameSearch.search (docs/tools.md#search-form): the form of
 * /business-name-search checks itself with this schema, so its toasts and the 400's field errors say the same.
 */
export const nameSearchInput = z.object({
  businessName: z
    .string({ message: NAME_REQUIRED })
    .trim()
    .min(1, NAME_REQUIRED)
    .max(NAME_MAX_LENGTH, `Business name must be at most ${NAME_MAX_LENGTH} characters`),
  state: z.enum(usStateCodes, { message: STATE_REQUIRED }),
  businessType: z.enum(entityTypeValues, { message: TYPE_REQUIRED }),
});
export type NameSearchInput = z.input<typeof nameSearchInput>;

/** The answer: the documented call reads available and message; the page also shows the filing name and the suggestions. */
export interface NameSearchResult {
  available: boolean;
  message: string;
  /** The name as it would be filed, with the designator of the entity type. */
  filingName: string;
  /** Five alternatives that pass the rules and are not recorded in the state (fewer if the name gives none). */
  suggestions: string[];
}
