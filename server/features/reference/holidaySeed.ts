/**
 * The seeded exchange holiday calendars (issue 18): server/features/reference/data/exchange-holidays.json, whose
 * sources the data folder's README names year by year. Each holiday row carries its year's source. Seeding inserts
 * a (calendar, date) only when the table has no row for it at all, so a holiday an administrator removed stays
 * removed after a restart, and one they added is never duplicated.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { newId } from '../../infra/db/ids';
import type { Database } from '../../schema';
import type { ExchangeHolidayTable } from './tables';

const HOLIDAY_FILE = path.join(__dirname, 'data', 'exchange-holidays.json');
const AUTHOR = 'seed';
const CHUNK = 100;

export interface HolidayFile {
  calendars: Record<string, { name: string; years: Record<string, { source: string; provisional: boolean }> }>;
  holidays: { calendar: string; date: string; name: string; provisional: boolean }[];
}

export interface SeedHoliday {
  calendar: string;
  date: string;
  name: string;
  source: string;
  provisional: boolean;
}

/** Every seeded holiday with its year's source (read once per call; the file is about 30 kB). */
export function seedHolidays(file = HOLIDAY_FILE): SeedHoliday[] {
  const data = JSON.parse(fs.readFileSync(file, 'utf8')) as HolidayFile;
  return data.holidays.map((h) => {
    const year = data.calendars[h.calendar]?.years[h.date.slice(0, 4)];
    if (!year) throw new Error(`${file}: no source for ${h.calendar} ${h.date.slice(0, 4)}`);
    return { ...h, source: year.source, provisional: h.provisional || year.provisional };
  });
}

export const holidayRow = (h: SeedHoliday, now: number): ExchangeHolidayTable => ({
  id: newId(),
  calendar: h.calendar,
  date: h.date,
  action: 'add',
  name: h.name,
  source: h.source,
  provisional: h.provisional ? 1 : 0,
  reason: '',
  created_by: AUTHOR,
  created_at: now,
});

/** Inserts the seeded holidays whose (calendar, date) has no row yet; returns how many it added. */
export async function seedExchangeHolidays(db: Kysely<Database>, now: number): Promise<number> {
  const have = new Set((await db.selectFrom('exchange_holidays').select(['calendar', 'date']).execute()).map((r) => `${r.calendar}@${r.date}`));
  const rows = seedHolidays()
    .filter((h) => !have.has(`${h.calendar}@${h.date}`))
    .map((h) => holidayRow(h, now));
  if (rows.length) {
    await db.transaction().execute(async (tx) => {
      for (let i = 0; i < rows.length; i += CHUNK)
        await tx
          .insertInto('exchange_holidays')
          .values(rows.slice(i, i + CHUNK))
          .execute();
    });
  }
  return rows.length;
}
