import { PASSWORD_MAX, PASSWORD_MIN, STAFF_PASSWORD_MIN, type Role } from '@elite/contracts/schemas/auth';
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';
import { ServiceError } from '../../http/service-error.ts';

/**
 * zxcvbn judges this many characters of a password at most: its matching grows with the length (a 256-character
 * password of look-alike symbols took 0.4 s), and a password whose first 32 characters are hard to guess is not a
 * well-known one. At 32 the slowest input found costs about 40 ms, a usual password 1-2 ms.
 */
const JUDGED_LENGTH = 32;
/**
 * zxcvbn's score: 0 and 1 are passwords found in (or a small change from) the lists of common and breached
 * passwords it ships, and keyboard rows, sequences and repeats; 2 is "somewhat guessable", the least we accept.
 */
const LEAST_SCORE = 2;

export const TOO_COMMON = 'This password is too easy to guess: it is a common password or close to one. Please choose another.';

let checker: ZxcvbnFactory | undefined;
/** The dictionaries (about 57,000 words and passwords) are loaded on the first check, once per process. */
function zxcvbn(): ZxcvbnFactory {
  checker ??= new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs, maxLength: JUDGED_LENGTH });
  return checker;
}

/** What a guesser who knows the account tries first: its e-mail (whole and before the @), names, and their words. */
function userWords(values: (string | null | undefined)[]): string[] {
  return values.filter((v): v is string => Boolean(v)).flatMap((v) => [v, v.split('@')[0]!, ...v.split(/[@\s._-]+/).filter((word) => word.length >= 3)]);
}

/**
 * The one password rule of every path that sets a password (docs/accounts.md#passwords): registration, reset,
 * change, `npm run admin:create`, ADMIN_PASSWORD and the first-run setup. At least 8 characters for clients and 12
 * for staff, at most 256, and not a well-known password nor one made of the account's own names (`userInputs`:
 * its e-mail, username, name). Null when the password is fine, otherwise the sentence to show under the field.
 */
export function passwordProblem(password: string, role: Role, userInputs: (string | null | undefined)[] = []): string | null {
  const least = role === 'client' ? PASSWORD_MIN : STAFF_PASSWORD_MIN;
  if (password.length < least) return `Password must be at least ${least} characters long`;
  if (password.length > PASSWORD_MAX) return `Password must be at most ${PASSWORD_MAX} characters long`;
  return zxcvbn().check(password, userWords(userInputs)).score < LEAST_SCORE ? TOO_COMMON : null;
}

/** passwordProblem as the refusal of the call that sent the password: 400 with the message on its field. */
export function checkPassword(field: string, password: string, role: Role, userInputs: (string | null | undefined)[] = []): void {
  const problem = passwordProblem(password, role, userInputs);
  if (problem) throw new ServiceError(400, problem, undefined, { [field]: [problem] });
}
