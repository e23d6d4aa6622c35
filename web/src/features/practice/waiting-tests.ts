import type { QueryClient } from "@tanstack/react-query";
import { showMarked } from "./api.ts";
import { sendWaitingTests, waitingCount } from "./test-outbox.ts";

/**
 * Anywhere in the app, for a signed-in pupil or learner: waiting tests are sent now and when the
 * connection returns, so a child who left the test's screen still gets it marked. The result goes
 * into the query cache as the test's screen puts it (and My book's levels are read again): the
 * cached open sitting never lives on, so the test opens on its result, not as a blank test. Run
 * from the account menu, loaded apart.
 */
export function followWaitingTests(queryClient: QueryClient): () => void {
  const send = () => {
    if (waitingCount() !== 0) sendAndShowWaitingTests(queryClient);
  };
  send();
  window.addEventListener("online", send);
  return () => window.removeEventListener("online", send);
}

/**
 * Sends the tests waiting on this device and puts each one the server marked into the query cache as
 * the test's screen does; a failure (offline, the server away) leaves them waiting for the next try.
 */
export function sendAndShowWaitingTests(queryClient: QueryClient) {
  void sendWaitingTests()
    .then((marked) => {
      for (const one of marked) showMarked(queryClient, one);
    })
    .catch(() => undefined);
}
