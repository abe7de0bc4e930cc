/**
 * The server's registration mode (register/options), read once when the register page opens. The call is loaded with
 * the page's other calls on demand (authActions), so the page's first load stays small. Null while unknown (or
 * when the call failed: the form then shows, and the server's answer to the submit says what applies).
 */
import { useEffect, useState } from 'react';
import type { RegistrationMode } from '@common/contract/formats';

export function useRegistrationMode(): RegistrationMode | null {
  const [mode, setMode] = useState<RegistrationMode | null>(null);
  useEffect(() => {
    let live = true;
    import('../authActions')
      .then((actions) => actions.registrationOptions())
      .then((options) => live && setMode(options.mode))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  return mode;
}
