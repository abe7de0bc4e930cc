/**
 * The calendar's connectors by name. Only the file import ships: no vendor calendar is invented. A vendor
 * connector implements CalendarConnector (./connector.ts) and is registered here or with registerCalendarConnector
 * at start-up; the import service, its history and the page work unchanged.
 */
import type { CalendarConnector } from './connector';
import { fileConnector } from './fileConnector';

const CONNECTORS = new Map<string, CalendarConnector>([[fileConnector.name, fileConnector]]);

export function calendarConnector(name: string): CalendarConnector | undefined {
  return CONNECTORS.get(name);
}

/** Adds (or with null removes) a vendor connector; the file connector stays. */
export function registerCalendarConnector(name: string, connector: CalendarConnector | null): void {
  if (name === fileConnector.name) return;
  if (connector) CONNECTORS.set(name, connector);
  else CONNECTORS.delete(name);
}

export type { CalendarConnector, CalendarConnectorInput } from './connector';
