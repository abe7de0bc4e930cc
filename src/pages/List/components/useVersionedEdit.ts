/**
 * What the builder's editors (a library component, a page) keep around saving with the version the edit started from
 * (docs/builder.md, "Versions"): the edit, its base version, whether it changed since, and a stale save's answer.
 * A 409 names the newest version (`conflict`) until the user loads it (the edit is kept first, to restore) or keeps
 * editing, which makes the next save replace that version (`overwrite`, said on screen).
 */
import { useIntl } from '@umijs/max';
import { message } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { failureMessage } from '@/utils/apiError';
import { conflictVersion } from '@/utils/versionConflict';

export interface VersionedEditOptions<E, V extends { version: number }> {
  /** The edit of a new item (nothing to load). */
  initial: () => E;
  /** Null for a new item. */
  id: string | null;
  /** The item as read, once read. */
  data: V | undefined;
  /** The edit of a read version. */
  editOf: (version: V) => E;
  /** Reads the item again (the newest version, after a conflict). */
  refetch: () => Promise<{ data?: V }>;
}

export function useVersionedEdit<E, V extends { version: number }>({ initial, id, data, editOf, refetch }: VersionedEditOptions<E, V>) {
  const intl = useIntl();
  const [edit, setEdit] = useState<E>(initial);
  const [base, setBase] = useState<number | null>(null);
  const [loaded, setLoaded] = useState(id === null);
  const [dirty, setDirty] = useState(false);
  const [conflict, setConflict] = useState<number | null>(null);
  const [overwrite, setOverwrite] = useState<number | null>(null);

  // Through a ref, so `load` stays stable and the effect below runs when the data or `loaded` changes.
  const editOfRef = useRef(editOf);
  editOfRef.current = editOf;
  const load = useCallback((version: V) => {
    setEdit(editOfRef.current(version));
    setBase(version.version);
    setDirty(false);
    setLoaded(true);
  }, []);
  useEffect(() => {
    if (!loaded && data) load(data);
  }, [loaded, data, load]);

  return {
    edit,
    base,
    loaded,
    dirty,
    conflict,
    overwrite,
    setOverwrite,
    load,
    change: (next: E) => {
      setEdit(next);
      setDirty(true);
    },
    /** A version was saved (or restored, as a new version) with `next` on screen. */
    saved: (version: number, next?: E) => {
      if (next !== undefined) setEdit(next);
      setDirty(false);
      setBase(version);
      setOverwrite(null);
    },
    /** A failed save: a stale version opens the conflict dialog, any other failure is said. */
    failed: (error: unknown) => {
      const current = conflictVersion(error);
      if (current !== null) setConflict(current);
      else void message.error(failureMessage(error));
    },
    /** After `keep` has kept the edit, the newest version replaces it on screen. */
    loadNewest: async (keep: () => void) => {
      keep();
      setConflict(null);
      const result = await refetch();
      if (result.data) load(result.data);
    },
    keepEditing: () => {
      setOverwrite(conflict);
      setBase(conflict);
      setConflict(null);
    },
    savedMessage: (version: number) => void message.success(intl.formatMessage({ id: 'builderEditor.saved' }, { version })),
  };
}

export type VersionedEdit<E, V extends { version: number }> = ReturnType<typeof useVersionedEdit<E, V>>;
