/**
 * The board as a quote screen outside trading hours (issue 18), against the real server with the demo feed: the
 * browser's clock (Date only, `page.clock.setFixedTime`) is put on the coming Saturday at 12:00 UTC, outside every
 * seeded session (tests/domain/sessionState.test.ts checks each). The Chinese exchanges' rows show their last price
 * with the phase "Closed" and its time, none is marked stale; at a phone's 390 px the page does not scroll sideways,
 * the grid does, inside its own box, with the name column held in place.
 */
import { ADMIN, loginToken } from '../support/serverApi';
import { expect, test } from '../support/test';

const CHINESE_ROWS = ['md:SHFE.FU@main', 'md:INE.LU@main', 'md:DCE.PG@main', 'md:ZCE.TA@main', 'md:ZCE.PX@main'];

/** The next Saturday 12:00 UTC after now (ticks of the demo feed, stamped now, are then earlier than the clock). */
function comingSaturdayNoon(now = Date.now()): number {
  const day = new Date(now);
  const noon = Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), 12);
  let t = noon + ((6 - day.getUTCDay() + 7) % 7) * 86_400_000;
  if (t <= now) t += 7 * 86_400_000;
  return t;
}

test('outside every session the board shows the Chinese rows last prices with their phase, not empty cells', async ({ request, openPage }) => {
  const token = await loginToken(request, ADMIN.username, ADMIN.password);
  const { page, errors } = await openPage({ token, locale: 'en-US' });
  await page.clock.setFixedTime(comingSaturdayNoon());
  await page.goto('/#/tool/trade/realtime');
  for (const address of CHINESE_ROWS) {
    const row = page.locator(`[data-testid="board-row"][data-address="${address}"]`);
    await expect(row).toHaveAttribute('data-phase', 'closed');
    // The first cell after the name is Last: a price, not an empty cell.
    await expect(row.locator('td').first()).toHaveText(/\d/, { timeout: 20_000 });
    await expect(row.getByTestId('board-phase')).toHaveText('Closed');
    await expect(row).not.toHaveAttribute('data-stale', 'true');
  }
  // Named as the picker names them, not by their address.
  await expect(page.locator('[data-address="md:SHFE.FU@main"] th')).toContainText('main continuous');
  expect(errors).toEqual([]);
});

test('at 390 px the page does not scroll sideways; the grid scrolls in its own box with the name column in place', async ({ request, openPage }) => {
  const token = await loginToken(request, ADMIN.username, ADMIN.password);
  const { page, errors } = await openPage({ token, locale: 'en-US' });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/#/tool/trade/realtime');
  const fu = page.locator('[data-testid="board-row"][data-address="md:SHFE.FU@main"]');
  await expect(fu).toBeVisible();
  // Before: the document was 1,005 px wide and opened scrolled sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  expect(await page.evaluate(() => window.scrollX)).toBe(0);
  const scroller = page.getByTestId('board-scroll');
  expect(await scroller.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
  const nameBefore = await fu.locator('th').boundingBox();
  await scroller.evaluate((el) => {
    el.scrollLeft = el.scrollWidth;
  });
  await expect.poll(() => scroller.evaluate((el) => el.scrollLeft)).toBeGreaterThan(200);
  const nameAfter = await fu.locator('th').boundingBox();
  expect(Math.round(nameAfter?.x ?? -1)).toBe(Math.round(nameBefore?.x ?? -2));
  expect(errors).toEqual([]);
});
