/** What every finData route handler shares: the data-source dependencies and this app's scheduler. */
import type { DataSourceDeps } from './deps';
import type { SourceScheduler } from './scheduler';
import type { AuthUser } from '../../infra/http/endpoint';

export interface FinDataContext {
  deps: DataSourceDeps;
  scheduler: SourceScheduler;
}

/** The name recorded as a run's or setting's author. */
export const actorName = (user: AuthUser | null): string => user?.name || user?.username || 'unknown';
