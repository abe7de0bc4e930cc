/** Audit entries for administrator actions (the server keeps the same trail). */
import { nextId, type MockState, type MockUser } from './state';

/** `detail` is kept as text: strings as they are, anything else as JSON (like the server). */
export function addAudit(
  state: MockState,
  actor: MockUser | null,
  action: string,
  target: { id: string | null; name: string } | null,
  detail: unknown = '',
) {
  state.audit.push({
    id: nextId(state, 'audit'),
    at: Date.now(),
    actorId: actor?.id ?? null,
    actorName: actor?.username ?? 'system',
    action,
    targetId: target?.id ?? null,
    targetName: target?.name ?? '',
    detail: typeof detail === 'string' ? detail : JSON.stringify(detail),
  });
}
