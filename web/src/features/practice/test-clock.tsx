import type { TestSitting } from "@ganit/contracts";
import { practiceTestAnswers } from "@ganit/contracts/endpoints/practice";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { call } from "@/lib/client.ts";
import { NAMESPACE } from "./i18n.ts";
import type { TestAnswers } from "./test-outbox.ts";

/**
 * A timed test's clock on the phone (docs/adr/0696). The server says when the sitting ends and what
 * time it is there; the deadline is moved onto the phone's clock once, when the sitting arrives, so a
 * phone whose clock is wrong still counts the right minutes, and the kept copy (opened offline) holds
 * the phone's deadline.
 */
export function onPhoneClock(sitting: TestSitting, received = Date.now()): TestSitting {
  if (sitting.state !== "open" || !sitting.endsAt || !sitting.now) return sitting;
  const { now, ...rest } = sitting;
  const endsAt = received + (Date.parse(sitting.endsAt) - Date.parse(now));
  return { ...rest, endsAt: new Date(endsAt).toISOString() };
}

const FIVE_MINUTES = 5 * 60_000;
const ONE_MINUTE = 60_000;
type Mark = "five" | "one" | "up" | null;
const markOf = (left: number): Mark =>
  left <= 0 ? "up" : left <= ONE_MINUTE ? "one" : left <= FIVE_MINUTES ? "five" : null;

/** 12:34, or 1:02:03 from an hour. */
export function clockText(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const [h, m, s] = [Math.floor(total / 3600), Math.floor((total % 3600) / 60), total % 60];
  const two = (n: number) => String(n).padStart(2, "0");
  return h > 0 ? `${h}:${two(m)}:${two(s)}` : `${two(m)}:${two(s)}`;
}

/**
 * The time left, quietly: one line in the ordinary text colour, every second, never read aloud
 * every second. A polite live region says only "5 minutes left", "1 minute left" and "Time is up",
 * each when the clock passes it (not on opening: the line itself says the time). At zero, `onTimeUp`
 * once.
 */
export function TimeLeft({ endsAt, onTimeUp }: { endsAt: string; onTimeUp: () => void }) {
  const { t } = useTranslation(NAMESPACE);
  const deadline = Date.parse(endsAt);
  const [left, setLeft] = useState(() => deadline - Date.now());
  const mark = useRef<Mark>(markOf(deadline - Date.now()));
  const [said, setSaid] = useState("");
  const timeUp = useRef(onTimeUp);
  timeUp.current = onTimeUp;
  const fired = useRef(false);

  useEffect(() => {
    const tick = () => {
      const now = deadline - Date.now();
      setLeft(now);
      const next = markOf(now);
      if (next !== mark.current) {
        mark.current = next;
        if (next)
          setSaid(
            t(next === "five" ? "test.fiveLeft" : next === "one" ? "test.oneLeft" : "test.timeUpShort"),
          );
      }
      if (now <= 0 && !fired.current) {
        fired.current = true;
        timeUp.current();
      }
    };
    tick();
    const timer = window.setInterval(tick, 1000);
    return () => window.clearInterval(timer);
  }, [deadline, t]);

  return (
    <>
      <p className="text-body text-ink" role="timer" aria-live="off">
        {t("test.timeLeft")} <span className="font-semibold tabular-nums">{clockText(left)}</span>
      </p>
      <p className="sr-only" aria-live="polite" aria-atomic="true">
        {said}
      </p>
    </>
  );
}

/**
 * A timed sitting's answers sent as the child goes, a moment after each change and one request at a
 * time (the newest set goes next), so what reached the server in time counts even if the submit is
 * late or waits offline. A failure is left: the next change, and the submit, carry the answers.
 */
export function useSaveAnswers(attemptId: string, answers: TestAnswers, enabled: boolean) {
  const wanted = useRef<string | null>(null);
  const sending = useRef(false);
  const sent = useRef(JSON.stringify([]));
  const body = JSON.stringify(answers);
  useEffect(() => {
    if (!enabled || body === sent.current) return;
    const send = async () => {
      if (sending.current || wanted.current === null) return;
      const next = wanted.current;
      wanted.current = null;
      sending.current = true;
      try {
        await call(practiceTestAnswers, { params: { attemptId }, body: { answers: JSON.parse(next) } });
        sent.current = next;
      } catch {
        // Offline, time up or a dead line: the submit carries the answers.
      } finally {
        sending.current = false;
        if (wanted.current !== null) void send();
      }
    };
    const timer = window.setTimeout(() => {
      wanted.current = body;
      void send();
    }, 1500);
    return () => window.clearTimeout(timer);
  }, [attemptId, body, enabled]);
}
