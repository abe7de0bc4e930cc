/** The feeds area's routes and services (issue 9, docs/market-data.md). Filled by the area's work. */
import type { FastifyInstance } from 'fastify';

export default async function feedsPlugin(_app: FastifyInstance): Promise<void> {}
