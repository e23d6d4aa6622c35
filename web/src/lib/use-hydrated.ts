import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False while React renders the prerendered HTML (and while it takes that HTML over), true once the
 * page's scripts run it. A prerendered form uses it to stay disabled, saying it is getting ready,
 * until pressing its button does what it says (docs/adr/0442-login-form-ready-before-enabled.md).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
