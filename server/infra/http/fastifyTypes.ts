/**
 * Decorations infrastructure adds to Fastify's instance and request (set up in server/app.ts, before any feature).
 * The shared market services a feature decorates are typed in server/infra/market/ports.ts.
 */
import type { Kysely } from 'kysely';
import type { AuthUser } from '../auth/authUser';
import type { LoginThrottle } from '../auth/throttle/loginThrottle';
import type { ServerConfig } from '../../config';
import type { Database } from '../../schema';
import type { FileStore } from '../storage/fileStore';
import '../market/ports';
import type { VersionStore } from '../versions/versionStore';
import type { SmsSender } from '../sms/smsSender';
import type { RateWindowStore } from './userRateLimits';

declare module 'fastify' {
  interface FastifyInstance {
    config: ServerConfig;
    db: Kysely<Database>;
    versions: VersionStore;
    sms: SmsSender;
    fileStore: FileStore;
    /** Sign-in failure counters and waits (server/infra/auth/throttle). */
    loginThrottle: LoginThrottle;
    /** Per-user windows of the expensive calls (./userRateLimits.ts, ./rateLimits.ts). */
    callWindows: RateWindowStore;
  }
  interface FastifyRequest {
    /** Set by the endpoint's onRequest hook; null on public endpoints. */
    user: AuthUser | null;
  }
  interface FastifyContextConfig {
    /** Access requirement of an ENDPOINTS route (common/contract/endpoints.ts). */
    access?: string;
    /** false: the call takes no body, which is then never read (server/infra/http/bodyParsers.ts). */
    takesBody?: boolean;
  }
}
