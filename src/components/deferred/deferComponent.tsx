/**
 * A component whose code loads when it first mounts, for the parts antd and pro-components import statically but draw
 * only under props or states the app's first screens do not use (src/umiPlugins/deferredAntdParts.ts points those
 * imports here in the build), and for the app's own parts drawn only in a rare state (home's update tag). It draws
 * nothing until its code is there, then the real component with the same props and ref; once loaded, every later mount
 * draws at once. A failed load is left to reject (the chunk-error listener reports it) and the next mount tries again.
 */
import { forwardRef, useEffect, useState, type ComponentType } from 'react';

/** Any component's props, ref included: the stand-in hands them over untouched. */
type Loose = ComponentType<Record<string, unknown> & { ref?: unknown }>;

/** A stand-in typed as the real component `C` (the props, ref and statics callers see). */
export function deferComponent<C extends object>(load: () => Promise<{ default: C }>): C {
  let loaded: Loose | null = null;
  let pending: Promise<Loose> | null = null;
  const get = () => {
    pending ??= load().then(
      (module) => {
        loaded = module.default as unknown as Loose;
        return loaded;
      },
      (error: unknown) => {
        pending = null;
        throw error;
      },
    );
    return pending;
  };
  const Deferred = forwardRef<unknown, Record<string, unknown>>(function Deferred(props, ref) {
    const [Real, setReal] = useState<Loose | null>(() => loaded);
    useEffect(() => {
      if (Real) return;
      let mounted = true;
      void get().then((component) => {
        if (mounted) setReal(() => component);
      });
      return () => {
        mounted = false;
      };
    }, [Real]);
    return Real ? <Real {...props} ref={ref} /> : null;
  });
  return Deferred as unknown as C;
}
