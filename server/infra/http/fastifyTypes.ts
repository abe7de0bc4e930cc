/** Decorations the server adds to Fastify's instance and request (set up in server/app.ts). */
import type { Kysely } from 'kysely';
import type { AuthUser } from '../auth/authUser';
import type { LoginThrottle } from '../auth/throttle/loginThrottle';
import type { ServerConfig } from '../../config';
import type { Database } from '../../schema';
import type { FileStore } from '../storage/fileStore';
import type { MarketServices } from '../market/ports';
import type { VersionStore } from '../versions/versionStore';
import type { SmsSender } from '../sms/smsSender';

declare module 'fastify' {
  interface FastifyInstance {
    config: ServerConfig;
    db: Kysely<Database>;
    versions: VersionStore;
    sms: SmsSender;
    fileStore: FileStore;
    /** Sign-in failure counters and waits (server/infra/auth/throttle). */
    loginThrottle: LoginThrottle;
    /** The market-data services; each area fills its slot as it registers (server/infra/market/ports.ts). */
    market: MarketServices;
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
