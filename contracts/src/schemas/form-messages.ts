/**
 * The words and patterns the forms' checks share, without zod: a page can show them (a toast, a field's message)
 * before its schema has loaded (docs/decisions/0029-forms-on-mantine-form.md, "Bundles").
 */
export const MISSING_INFORMATION = 'Please fill in all required fields.';
export const INVALID_EMAIL = 'Please enter a valid email address.';
export const INVALID_PHONE = 'Please enter a valid phone number.';
/** The ROI calculator's refusal of an investment of $0 or less (docs/tools.md#roi-calculator). */
export const INVESTMENT_ABOVE_ZERO = 'Enter an investment above $0';

/** A text past its limit: the schemas' words, which a long text's counter shows as soon as the text is too long (docs/input-limits.md#long-texts). */
export const tooLong = (max: number) => `Must be at most ${max} characters`;
/** The longest message the contact and proposal forms take. */
export const MESSAGE_MAX = 5000;
/** The longest notes, purposes and special requirements of the booking, formation and intake forms. */
export const NOTES_MAX = 2000;

/** docs/site-and-navigation.md#contact-form-checks: text, @, text, dot, text. */
export const SIMPLE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** docs/site-and-navigation.md#contact-form-checks: digits, spaces, hyphens, parentheses and plus; at least 10 characters. */
export const PHONE_CHARACTERS = /^[\d\s\-()+]+$/;
