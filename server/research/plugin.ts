/**
 * Registers issue 11's areas (docs/research.md) after the analytics ones: the research library and its feeds,
 * internal meetings, the economic calendar's events and its outlook. Each area adds one line here.
 */
import type { FastifyInstance } from 'fastify';
import researchLibraryPlugin from '../routes/research';
import researchFeedsPlugin from '../routes/researchFeeds';
import meetingsPlugin from '../routes/meetings';
import calendarPlugin from '../routes/calendar';
import outlookPlugin from '../routes/outlook';

export default async function researchAreasPlugin(app: FastifyInstance): Promise<void> {
  await app.register(researchLibraryPlugin);
  await app.register(researchFeedsPlugin);
  await app.register(meetingsPlugin);
  await app.register(calendarPlugin);
  await app.register(outlookPlugin);
}
