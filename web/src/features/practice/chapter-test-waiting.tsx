import { ROUTES } from "@ganit/contracts";
import { useIsMutating, useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useEffect, useRef, useState, useSyncExternalStore } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { buttonClasses } from "@/components/ui/button.tsx";
import { useAuth } from "@/lib/auth.tsx";
import { useOnline } from "@/lib/use-online.ts";
import { practiceKeys } from "./api.ts";
import { useFocusOnMount } from "./focus-on-mount.ts";
import { NAMESPACE } from "./i18n.ts";
import {
  isWaiting,
  TEST_OUTBOX_EVENT,
  TEST_REFUSED_EVENT,
  waitingAnswers,
  wasRefused,
} from "./test-outbox.ts";
import { sendAndShowWaitingTests } from "./waiting-tests.ts";

/**
 * How often a waiting test is sent again while the browser says it is online: "online" can be a
 * dead school network, and no `online` event comes when it starts working again.
 */
const RETRY_MS = 20_000;

function subscribe(onChange: () => void) {
  window.addEventListener(TEST_OUTBOX_EVENT, onChange);
  window.addEventListener(TEST_REFUSED_EVENT, onChange);
  window.addEventListener("storage", onChange);
  return () => {
    window.removeEventListener(TEST_OUTBOX_EVENT, onChange);
    window.removeEventListener(TEST_REFUSED_EVENT, onChange);
    window.removeEventListener("storage", onChange);
  };
}

/** Whether the server refused this sitting's submission for good (at Submit, or once it had waited). */
export const useTestRefused = (attemptId: string): boolean =>
  useSyncExternalStore(
    subscribe,
    () => wasRefused(attemptId),
    () => false,
  );

/**
 * Whether this sitting's submission waits on the phone; while it does, it is sent now, when the
 * connection returns and every few seconds online, and the result replaces the test once marked.
 * While the screen's own submit is on its way, the test is not waiting yet: it stays on screen.
 */
export function useMarkWhenOnline(attemptId: string): boolean {
  const queryClient = useQueryClient();
  const kept = useSyncExternalStore(
    subscribe,
    () => isWaiting(attemptId),
    () => false,
  );
  const sending = useIsMutating({ mutationKey: practiceKeys.testSubmit(attemptId) }) > 0;
  const waiting = kept && !sending;
  // No longer waiting, and not refused: marked — here, by the account menu, or in another tab of
  // the phone. The cached open copy is not the sitting any more (its answers are gone from the
  // tab): it is read again, and the screen keeps saying "saved" until the result is there.
  const wasWaiting = useRef(false);
  const [settling, setSettling] = useState(false);
  useEffect(() => {
    if (waiting) {
      wasWaiting.current = true;
      return;
    }
    if (!wasWaiting.current) return;
    wasWaiting.current = false;
    if (wasRefused(attemptId)) return;
    setSettling(true);
    void queryClient
      .refetchQueries({ queryKey: practiceKeys.test(attemptId) })
      .finally(() => setSettling(false));
  }, [waiting, attemptId, queryClient]);
  useEffect(() => {
    if (!waiting) return;
    const send = () => sendAndShowWaitingTests(queryClient);
    send();
    window.addEventListener("online", send);
    const timer = window.setInterval(() => {
      if (navigator.onLine) send();
    }, RETRY_MS);
    return () => {
      window.removeEventListener("online", send);
      window.clearInterval(timer);
    };
  }, [waiting, queryClient]);
  return waiting || settling;
}

/** A box that takes the focus when it appears, so what it says of the test is read out at once. */
function SaidOnArrival({
  role,
  testId,
  className,
  children,
}: {
  role: "status" | "alert";
  testId: string;
  className: string;
  children: ReactNode;
}) {
  const box = useFocusOnMount<HTMLDivElement>();
  return (
    <div
      ref={box}
      tabIndex={-1}
      role={role}
      data-testid={testId}
      className={`${className} focus:outline-none`}
    >
      {children}
    </div>
  );
}

/** The test submitted without a connection: it will be marked when the phone is online. */
export function WaitingForMarks({ attemptId, total }: { attemptId: string; total: number }) {
  const { t } = useTranslation(NAMESPACE);
  const online = useOnline();
  const answered = waitingAnswers(attemptId)?.length ?? 0;
  return (
    <SaidOnArrival
      role="status"
      testId="test-waiting"
      className="grid gap-2 rounded-card bg-warning-50 p-4 text-ink"
    >
      <p className="text-h3 font-bold">{t("testOffline.saved")}</p>
      <p className="text-body">{t("testOffline.markedOnline")}</p>
      <p className="text-body text-ink-muted">{t("test.answered", { count: answered, total })}</p>
      <p className="text-body font-semibold">{t(online ? "testOffline.sending" : "testOffline.offline")}</p>
    </SaidOnArrival>
  );
}

/**
 * The server refused the test for good (the sitting is gone, or the answers are not its): it cannot
 * be submitted again, and its answers are no longer on the phone. Said plainly, with the way back.
 */
export function TestRefused() {
  const { t } = useTranslation(NAMESPACE);
  const { user } = useAuth();
  const book = user?.role === "studentb2c" ? ROUTES.b2cChapters : ROUTES.studentChapters;
  return (
    <div className="grid gap-4">
      <SaidOnArrival
        role="alert"
        testId="test-refused"
        className="rounded-card bg-danger-50 p-4 text-body font-semibold text-danger-700"
      >
        {t("test.refused")}
      </SaidOnArrival>
      <Link to={book} className={buttonClasses({ size: "md" })}>
        {t("test.backToBook")}
      </Link>
    </div>
  );
}
