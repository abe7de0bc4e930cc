/**
 * Unsaved edits survive leaving the editor (docs/builder.md, "The page editor"): every change is kept in this
 * browser's localStorage per user and page (a new page under `new`), with the version it started from, until it is
 * saved or discarded. Reopening the page offers to restore it. Leaving by the menu, the back button, a reload or a
 * closed tab all keep it, which a leave-confirmation could not promise.
 */
import type { PageDraft } from './data';

export interface StoredDraft {
  draft: PageDraft;
  /** The version the edit started from (null for a new page). */
  baseVersion: number | null;
  savedAt: number;
}

const keyOf = (userId: string, pageId: string | null) => `builder.pageDraft.${userId}.${pageId ?? 'new'}`;

export function readDraft(userId: string, pageId: string | null): StoredDraft | null {
  try {
    const raw = localStorage.getItem(keyOf(userId, pageId));
    const parsed = raw ? (JSON.parse(raw) as StoredDraft) : null;
    return parsed && Array.isArray(parsed.draft?.panels) ? parsed : null;
  } catch {
    return null;
  }
}

export function writeDraft(userId: string, pageId: string | null, stored: StoredDraft): void {
  try {
    localStorage.setItem(keyOf(userId, pageId), JSON.stringify(stored));
  } catch {
    // A full or disabled storage: the edit stays on screen, only the copy across leaving is lost.
  }
}

export function clearDraft(userId: string, pageId: string | null): void {
  try {
    localStorage.removeItem(keyOf(userId, pageId));
  } catch {
    // See writeDraft.
  }
}
