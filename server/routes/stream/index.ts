/** The stream area's routes and services (issue 9, docs/market-data.md). Filled by the area's work. */
import type { FastifyInstance } from 'fastify';

export default async function streamPlugin(_app: FastifyInstance): Promise<void> {}
