/**
 * Issue 11 (docs/research.md): research feeds (RSS/Atom) administered per source, polled on a schedule.
 */
export const RESEARCH_FEEDS_ENDPOINTS = [] as const;
