/** Settings payloads (docs/spec-reference.md#7-the-calls-it-makes, "Settings"). */
import { Type, type Static } from '@sinclair/typebox';
import { Page, PageQuery } from './envelope';

export const ConfigValueBody = Type.Object({ keys: Type.Array(Type.String({ minLength: 1, maxLength: 100 }), { minItems: 1, maxItems: 100 }) });
export type ConfigValueBody = Static<typeof ConfigValueBody>;
/** Named configuration values; unknown names answer null. */
export const ConfigValues = Type.Record(Type.String(), Type.Unknown());
/**
 * What the server answers for each known name in ConfigValues (docs/api.md): the value in force today plus its
 * dated history, oldest first (rates and coefficients change; calculations on past dates pick the row in force then).
 */
export const ConfigValueEntry = Type.Object({
  value: Type.Unknown(),
  unit: Type.String(),
  validFrom: Type.String(),
  description: Type.String(),
  source: Type.String(),
  history: Type.Array(Type.Object({ validFrom: Type.String(), value: Type.Unknown() })),
});
export type ConfigValueEntry = Static<typeof ConfigValueEntry>;

export const HealthyCheck = Type.Object({ ok: Type.Boolean(), database: Type.String(), uptimeSeconds: Type.Number(), time: Type.Integer() });
export type HealthyCheck = Static<typeof HealthyCheck>;

export const TestResult = Type.Object({
  time: Type.Integer(),
  userId: Type.String(),
  username: Type.String(),
  role: Type.String(),
  /** The database kind (`sqlite`, `postgres`); the web writes the sentence around it in the user's language. */
  database: Type.String(),
  /** Duration of one round trip to the database, in ms. */
  roundTripMs: Type.Number(),
  storage: Type.String(),
  node: Type.String(),
});
export type TestResult = Static<typeof TestResult>;

/**
 * Version strings look like `20250401.3`: the major part is before the first dot (docs/spec-reference.md#4-states-and-transitions).
 * The format itself (date.build, a real date) is checked by isVersionString (./versionFormat.ts) on the server and in
 * the form, and refused with the catalogue's `versionFormat` field error rather than a bare pattern error.
 */
export const VersionString = Type.String({ minLength: 1, maxLength: 40 });
export const VersionInfo = Type.Object({ version: Type.String(), publishedAt: Type.Union([Type.Integer(), Type.Null()]) });
export type VersionInfo = Static<typeof VersionInfo>;
export const VersionSetBody = Type.Object({ version: VersionString, note: Type.Optional(Type.String({ maxLength: 2000 })) });
export type VersionSetBody = Static<typeof VersionSetBody>;
export const VersionRecord = Type.Object({
  id: Type.String(),
  version: Type.String(),
  note: Type.String(),
  /** Locale key of a note the server wrote itself (the initial version's); the web shows it instead of `note`. */
  noteKey: Type.Optional(Type.String()),
  authorId: Type.Union([Type.String(), Type.Null()]),
  authorName: Type.String(),
  createdAt: Type.Integer(),
});
export type VersionRecord = Static<typeof VersionRecord>;
/** The note of the version the server publishes at its first start, and its locale key. */
export const INITIAL_VERSION_NOTE = 'Initial version (build version at first start)';
export const INITIAL_VERSION_NOTE_KEY = 'api.note.initialVersion';
export const VersionHistoryQuery = PageQuery;
export const VersionHistoryPage = Page(VersionRecord);
