import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures.ts';

// What staff do in a work queue (docs/admin.md#lists, docs/admin.md#the-record-drawer), shared by the admin journeys.

/**
 * The list's search as the router reads it from the address: a text that would read as another value (`19E76919`,
 * a number; `true`) is written in quotes (`q=%2219E76919%22`), as TanStack Router keeps it a text.
 */
function searchOf(url: URL): string | undefined {
  const raw = url.searchParams.get('q');
  if (raw === null) return undefined;
  try {
    const parsed: unknown = JSON.parse(raw);
    return typeof parsed === 'string' ? parsed : raw;
  } catch {
    return raw;
  }
}

/**
 * Types a search into the list on screen and waits until the address carries it (however the router writes it):
 * the list then answers that search. Call it once the list's own heading shows: typed while the section is still
 * changing, the words go to the page that is leaving.
 */
export async function searchList(page: Page, search: string) {
  await page.getByRole('textbox', { name: 'Search' }).fill(search);
  await expect(page).toHaveURL((url) => searchOf(url) === search);
}

/** Searches the open list for one record and opens it: its drawer, named as the record. */
export async function findAndOpen(page: Page, list: string, search: string, title: string | RegExp) {
  await expect(page.getByRole('heading', { level: 1, name: list, exact: true })).toBeVisible();
  await searchList(page, search);
  const table = page.getByRole('table', { name: list, exact: true });
  await expect(table.getByRole('row')).toHaveCount(2); // the header and the one record
  await expect(page.getByText('Showing 1–1 of 1')).toBeVisible();
  await table.getByRole('row').nth(1).click();
  const drawer = page.getByRole('dialog', { name: title });
  await expect(drawer).toBeVisible();
  await expect(page).toHaveURL(/[?&]open=/);
  return drawer;
}

/** The toast a move shows: "Moved from New to Contacted." */
const movedToast = (page: Page, from: string, to: string) => page.locator('.mantine-Notification-root').filter({ hasText: `Moved from ${from} to ${to}.` });

/** A move without a reason, from the drawer's "Move to …" buttons: the toast, then the history's newest line. */
export async function moveTo(page: Page, drawer: Locator, from: string, to: string) {
  await drawer.getByRole('button', { name: `Move to ${to}`, exact: true }).click();
  await expect(movedToast(page, from, to)).toBeVisible();
  await expect(drawer.getByTestId('history-entry').first()).toContainText(`${from} → ${to}`);
}

/** A closing move (Cancelled, Lost, Refunded, No-show): it asks "Move to {status}?" with a required Reason first. */
export async function moveWithReason(page: Page, drawer: Locator, from: string, to: string, reason: string) {
  await drawer.getByRole('button', { name: `Move to ${to}`, exact: true }).click();
  const modal = page.getByRole('dialog', { name: `Move to ${to}?` });
  await modal.getByRole('textbox', { name: /Reason/ }).fill(reason);
  await modal.getByRole('button', { name: `Move to ${to}` }).click();
  await expect(modal).toBeHidden();
  await expect(movedToast(page, from, to)).toBeVisible();
  const newest = drawer.getByTestId('history-entry').first();
  await expect(newest).toContainText(`${from} → ${to}`);
  await expect(newest).toContainText(`Reason: ${reason}`);
}

/** An internal note from the drawer's form: the newest line of the history. */
export async function addNote(drawer: Locator, text: string) {
  await drawer.getByRole('textbox', { name: 'Add a note' }).fill(text);
  await drawer.getByRole('button', { name: 'Add note' }).click();
  const newest = drawer.getByTestId('history-entry').first();
  await expect(newest).toContainText('Added a note');
  await expect(newest).toContainText(text);
  await expect(drawer.getByRole('textbox', { name: 'Add a note' })).toHaveValue('');
}
