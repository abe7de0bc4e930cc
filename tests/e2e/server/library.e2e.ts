/**
 * The research library against the real server, as the administrator: upload a Chinese-text PDF report through the
 * page's upload drawer (file management first, then the library call; the server reads its text in a worker), find
 * it by a Chinese word of its body through the search box (the hit highlighted in the snippet), open it and see pdf.js
 * draw its page on a canvas with the page count. No Content-Security-Policy violation may be reported meanwhile
 * (pdf.js and its worker load from our own origin; docs/research/library.md).
 */
import { makeTextPdf } from '../../fixtures/research/textPdf';
import { ADMIN, loginToken } from '../support/serverApi';
import { expect, test } from '../support/test';

test('upload a Chinese PDF report, find it by a word of its body, read it drawn by pdf.js, without CSP violations', async ({ request, openPage }) => {
  const token = await loginToken(request, ADMIN.username, ADMIN.password);
  const { page, errors } = await openPage({ token, locale: 'en-US' });
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to (load|execute|create|connect|apply)/i.test(message.text())) violations.push(message.text());
  });
  // Violations a page reports as events too (workers and eval included), collected in the page and read at the end.
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.violatedDirective} ${e.blockedURI}`));
  });

  const title = `燃料油月报 e2e ${Date.now().toString(36)}`;
  const pdf = makeTextPdf([
    { text: 'Platts Asia Fuel Oil Monthly', script: 'latin' },
    { text: '新加坡高硫燃料油库存下降，裂解价差走强', script: 'cjk' },
    { text: 'Bunker demand in Singapore held firm in November.', script: 'latin' },
  ]);

  await page.goto('/#/tool/research/platts/reports');
  await page.getByRole('button', { name: 'Upload' }).first().click();
  const drawer = page.getByRole('dialog', { name: 'Upload a document' });
  await expect(drawer).toBeVisible();
  const chooser = page.waitForEvent('filechooser');
  await drawer.getByRole('button', { name: 'Choose a file' }).click();
  await (await chooser).setFiles({ name: 'fuel-oil-monthly.pdf', mimeType: 'application/pdf', buffer: pdf });
  await drawer.getByLabel('Title').fill(title);
  await drawer.getByLabel('Publisher').fill('Platts');
  const published = drawer.getByLabel('Published');
  await published.click();
  await published.fill('2026-11-02');
  await published.press('Enter');
  await drawer.getByTestId('research-form-submit').click();
  await expect(page.getByText('Document added to the library.')).toBeVisible();
  await expect(drawer).toBeHidden();

  // A Chinese word from the body (not the title) finds it; the snippet marks the hit.
  const search = page.getByLabel('Search titles and text');
  await search.fill('裂解价差');
  await search.press('Enter');
  const item = page.getByTestId('research-item').filter({ hasText: title });
  await expect(item).toBeVisible();
  await expect(item.getByTestId('research-snippet').locator('mark')).toHaveText('裂解价差');

  // The reader draws the PDF with pdf.js: a canvas with pixels, one page.
  await item.click();
  const reader = page.getByRole('dialog', { name: title });
  await expect(reader.getByTestId('research-pdf-pages')).toHaveText('of 1');
  const canvas = reader.getByTestId('research-pdf-canvas');
  await expect(canvas).toBeVisible();
  await expect
    .poll(() =>
      canvas.evaluate((el: HTMLCanvasElement) => {
        const ctx = el.getContext('2d');
        if (!ctx || el.width === 0) return 0;
        const { data } = ctx.getImageData(0, 0, el.width, el.height);
        let inked = 0;
        for (let i = 0; i < data.length; i += 4) if (data[i + 3] > 0 && data[i] < 128) inked++;
        return inked;
      }),
    )
    .toBeGreaterThan(50);

  const reported = await page.evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? []);
  expect(violations).toEqual([]);
  expect(reported).toEqual([]);
  expect(errors).toEqual([]);
});
