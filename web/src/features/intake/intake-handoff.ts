/**
 * After the intake the docs send people to /portal/dashboard; someone without a portal session lands on
 * /portal-login instead, which then tells them to create their account with the e-mail they used
 * (docs/portal.md#after-the-business-intake). The e-mail travels in this tab's sessionStorage: it never leaves the browser.
 */
const KEY = 'elite.intake.email';

export function rememberIntakeEmail(email: string): void {
  try {
    sessionStorage.setItem(KEY, email);
  } catch {
    // Storage switched off: the sign-in page simply shows no note.
  }
}

/** The e-mail of an intake sent in this tab, if any. */
export function intakeEmail(): string | null {
  try {
    return sessionStorage.getItem(KEY);
  } catch {
    return null;
  }
}

export function forgetIntakeEmail(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // nothing to forget
  }
}
