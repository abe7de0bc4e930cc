/**
 * Published reports as other features read them (issue 22): the builder feature decorates `app.reports`
 * (server/features/builder/reportReader.ts); subscriptions (home's charts) and the page digests of `/report/<slug>`
 * read reports through it, so a report's readers and its series are checked by one piece of code.
 */
import type { BuilderVariables, Withheld } from '../../../common/contract/builder';
import type { ReportSpecData } from '../../../common/contract/reportSpec';
import type { AuthUser } from '../auth/authUser';

/** A report's title and its panels' titles as text (what a list of subscriptions names). */
export interface ReportOutline {
  title: string;
  /** The variables the page declares, with their defaults. */
  variables: BuilderVariables;
  panels: { id: string; title: string }[];
}

export interface ReportReader {
  /**
   * The report as `user` may read it now (POST /v2/builder/report/spec). Throws the API's errors: notFound for an
   * unknown slug, forbidden for a reader not on the route's list, badRequest for undeclared variables. With
   * `panelId`, the spec holds that one panel (none when the page has no such panel).
   */
  spec(user: AuthUser, slug: string, variables?: BuilderVariables, panelId?: string): Promise<ReportSpecData>;
  /** The report's titles when `user` may read it now; else why not (`unknown`: no such report). Checks no series. */
  outline(user: AuthUser, slug: string): Promise<ReportOutline | Withheld>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Published reports: the builder feature (server/features/builder/). */
    reports: ReportReader;
  }
}
