/**
 * Registers issue 11's areas (docs/research.md) after the analytics ones: the research library and its feeds,
 * internal meetings, the economic calendar's events and its outlook. Each area adds one line here.
 */
import type { FastifyInstance } from 'fastify';
import meetingsPlugin from '../routes/meetings';

export default async function researchAreasPlugin(app: FastifyInstance): Promise<void> {
  await app.register(meetingsPlugin);
}
