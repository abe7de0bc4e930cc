/** Version strings look like `20250401.3`; the major part is what comes before the first dot (docs/spec-reference.md#4-states-and-transitions). */
export function majorOf(version: string): string {
  return version.trim().split('.', 1)[0];
}

/** True when the server runs a different major version than this bundle was built as. */
export function isMajorUpdate(serverVersion: string | null | undefined, localVersion: string): boolean {
  if (!serverVersion || !localVersion) return false;
  return majorOf(serverVersion) !== majorOf(localVersion);
}
