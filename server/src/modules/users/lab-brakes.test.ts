import { API, LIMITS } from "@ganit/contracts";
import { describe, expect, it } from "vitest";
import { TEST_PASSWORD } from "../../test/factories.ts";
import { useTestEnv } from "../../test/session.ts";
import { manyAccounts } from "./test-accounts.ts";
import { useNewStudents } from "./test-new-students.ts";

/**
 * A school lab: forty children behind one address sign in at the start of a lesson. Some mistype,
 * and one child hammers — wrong passwords, wrong usernames, wrong one-time codes. Guessing from that
 * address stays braked per username, and nobody else in the lab is locked out.
 */
const env = useTestEnv();
/** A child added by the school today: signs in the first time with the credentials sheet's code. */
const newPupil = useNewStudents(env);

const LAB = "10.77.0.1";
const post = (url: string, payload: object) =>
  env.app.inject({ method: "POST", url, payload, remoteAddress: LAB });
const signIn = (username: string, password: string) => post(API.login, { username, password });

const children = (n: number) => manyAccounts(env.db, n, "pupil");

describe("a lab of 40 behind one address with one child hammering", () => {
  it("every other child signs in with the right password or code; the hammering child stays braked", async () => {
    const [hammerer = "", ...lab] = await children(41);
    const firstTimers = await Promise.all(Array.from({ length: 4 }, () => newPupil()));
    const wrongCode = (i: number) => `ZZZZ-ZZZZ-${String(1000 + i).slice(-4)}`;

    // The hammering child: own username, thirty mistyped usernames, a friend's code: far over any count of attempts.
    const hammer = async () => {
      const answers: number[] = [];
      for (let i = 0; i < 40; i++) answers.push((await signIn(hammerer, `Wrong-${i}`)).statusCode);
      for (let i = 0; i < 30; i++) answers.push((await signIn(`${hammerer}${i}`, `Wrong-${i}`)).statusCode);
      for (let i = 0; i < 20; i++) {
        const res = await post(API.firstSignIn, {
          username: firstTimers[0]?.username,
          code: wrongCode(i),
          newPassword: "Wobbly-Tangram-Kite-9",
        });
        answers.push(res.statusCode);
      }
      return answers;
    };
    const firstRound = await hammer();
    // Five wrong passwords and five wrong codes counted before each username's brake, thirty usernames.
    expect(firstRound.filter((s) => s === 401)).toHaveLength(2 * LIMITS.loginFailuresAllowed + 30);
    expect(firstRound.every((s) => s === 401 || s === 429)).toBe(true);

    // The lab, while the hammering goes on: each child mistypes twice, then types the right password.
    const [journeys, secondRound] = await Promise.all([
      Promise.all(
        lab.map(async (username) => {
          const typos = [
            await signIn(username, `${TEST_PASSWORD}x`),
            await signIn(username, `x${TEST_PASSWORD}`),
          ];
          const right = await signIn(username, TEST_PASSWORD);
          return { username, statuses: [...typos.map((r) => r.statusCode), right.statusCode] };
        }),
      ),
      hammer(),
    ]);
    for (const { username, statuses } of journeys) expect(statuses, username).toEqual([401, 401, 200]);
    // The first-timers (one of them the hammered one, on another child's wrong codes) use their real code.
    for (const cred of firstTimers.slice(1)) {
      expect(
        (
          await post(API.firstSignIn, {
            username: cred.username,
            code: "AAAA-AAAA-AAAA",
            newPassword: "Wobbly-Tangram-Kite-9",
          })
        ).statusCode,
      ).toBe(401);
      const done = await post(API.firstSignIn, {
        username: cred.username,
        code: cred.oneTimeCode,
        newPassword: "Wobbly-Tangram-Kite-9",
      });
      expect(done.statusCode, done.body).toBe(200);
    }
    // The hammering child is braked, the right password included, and so is the code it hammered.
    expect(secondRound.slice(0, 40).every((s) => s === 429)).toBe(true);
    expect((await signIn(hammerer, TEST_PASSWORD)).statusCode).toBe(429);
    const hammered = firstTimers[0];
    const braked = await post(API.firstSignIn, {
      username: hammered?.username,
      code: hammered?.oneTimeCode,
      newPassword: "Wobbly-Tangram-Kite-9",
    });
    expect(braked.statusCode).toBe(429);
  }, 180_000);
});
