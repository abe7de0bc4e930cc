/** The reference area's routes and services (issue 9, docs/market-data.md). Filled by the area's work. */
import type { FastifyInstance } from 'fastify';

export default async function referencePlugin(_app: FastifyInstance): Promise<void> {}
