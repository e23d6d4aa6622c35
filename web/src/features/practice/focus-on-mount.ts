import { useEffect, useRef } from "react";

/**
 * A ref whose element takes the focus when it first appears: what a screen now says (a test's
 * score, that its answers wait for a connection, that it was refused) is read out at once.
 */
export function useFocusOnMount<Element extends HTMLElement>() {
  const element = useRef<Element>(null);
  useEffect(() => {
    element.current?.focus();
  }, []);
  return element;
}
