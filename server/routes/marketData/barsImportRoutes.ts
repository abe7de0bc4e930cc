import type { FastifyInstance } from 'fastify';
import type { ReferenceData } from '../../market/ports';
import type { SqlBarStore } from '../../marketData/barStore';

export function registerBarsImportRoutes(_app: FastifyInstance, _bars: SqlBarStore, _reference: () => ReferenceData | undefined): void {}
