import fs from 'node:fs';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { expect, test } from './fixtures.ts';
import { registerAndSignIn, subscribeToRetainer, toast, uniqueEmail } from './checkout-steps.ts';
import { signInAsAdmin } from './sign-in.ts';
import { mailTo } from './site-data.ts';

/** A real one-page PDF, as staff would attach (docs/admin.md#documents). */
async function engagementLetter(): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([612, 792]);
  page.drawText('Engagement letter: Transformation retainer', { x: 72, y: 700, size: 16, font: await pdf.embedFont(StandardFonts.Helvetica) });
  return Buffer.from(await pdf.save());
}

test.describe('documents: staff attach a file to a paid order, the client downloads it in the portal', () => {
  test('a PDF attached in the admin drawer is mailed about, listed on the client’s dashboard and downloads byte for byte', async ({ page, browser }) => {
    const email = uniqueEmail('documents.client');
    const letter = await engagementLetter();

    // The client pays for a retainer in their own browser.
    await subscribeToRetainer(page, 'transformation', 'Katherine Johnson', email, '$75,000');
    const orderId = new URL(page.url()).searchParams.get('order')!;

    // Staff open the order's drawer in theirs and attach the PDF.
    const staff = await (await browser.newContext()).newPage();
    await signInAsAdmin(staff);
    await staff.goto(`/admin?tab=orders&open=${orderId}`);
    const documents = staff.getByRole('dialog').getByRole('region', { name: 'Documents' });
    await expect(documents.getByText('No documents yet.')).toBeVisible();
    await documents.locator('input[type="file"]').setInputFiles({ name: 'Engagement letter.pdf', mimeType: 'application/pdf', buffer: letter });
    await documents.getByLabel(/^Note for the client/).fill('Signed by both parties');
    await documents.getByRole('button', { name: 'Upload' }).click();
    await expect(toast(staff, 'Document added')).toBeVisible();
    await expect(documents.getByRole('list', { name: 'Documents' })).toContainText('Engagement letter.pdf');
    await expect(staff.getByTestId('history-entry').first()).toContainText('Added the document Engagement letter.pdf');
    await staff.context().close();

    // The client hears about it, with the way to the portal.
    const mail = await mailTo(email, /^A document was added to your order EBA-\d+$/);
    expect(mail.text).toContain('Engagement letter.pdf (Signed by both parties)');
    expect(mail.text).toMatch(/\/portal\/dashboard/);

    // They make their portal account with that address and download the file.
    await registerAndSignIn(page, email);
    const onOrder = page.getByRole('region', { name: 'Orders' }).getByRole('list', { name: /^Documents of order EBA-\d+$/ });
    await expect(onOrder).toContainText('Engagement letter.pdf');
    await expect(onOrder).toContainText('Signed by both parties');
    const downloading = page.waitForEvent('download');
    await onOrder.getByRole('link', { name: 'Download Engagement letter.pdf' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('Engagement letter.pdf');
    expect(Buffer.compare(fs.readFileSync(await download.path()), letter)).toBe(0);
  });
});
