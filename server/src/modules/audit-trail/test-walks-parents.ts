import { type IssuedParentCodes, PARENT_API, parentApiPath } from "@ganit/contracts";
import { eq } from "drizzle-orm";
import { users } from "../../db/schema.ts";
import { login, TEST_PASSWORD, unique } from "../../test/factories.ts";
import { TEST_JWT_SECRET, type TestEnv } from "../../test/harness.ts";
import { stopToken } from "../parents/stop-token.ts";
import { freshIp, ok, type Scenario, setUpCall, walkKit } from "./test-walks.ts";

/** The walks of parents: the office's codes and unlinking, a parent's sign-up, children, settings, the summary now, stop link. */
export function parentWalks(env: TestEnv): Record<string, Scenario> {
  const { schoolWithPupil } = walkKit(env);

  /** A school, one of its pupils and a fresh code for that pupil's parent. */
  async function pupilWithCode() {
    const { school, pupil } = await schoolWithPupil();
    const call = { url: parentApiPath.parentCodesStudent(pupil._id), token: school.token };
    const res = await setUpCall(env, "parent code", "POST", call, 201);
    const code = res.json<IssuedParentCodes>().items[0]?.code;
    if (!code) throw new Error(res.body);
    return { school, pupil, code };
  }

  /** A parent signed up with a code: their address, user id and token. */
  async function parent() {
    const { school, pupil, code } = await pupilWithCode();
    const email = `${unique("parent")}@example.in`;
    const payload = { code, name: "Meera Joshi", email, password: TEST_PASSWORD, language: "en" };
    const signUp = { url: PARENT_API.parentJoin, payload, ip: freshIp() };
    await setUpCall(env, "parent's sign-up", "POST", signUp, 201);
    const [user] = await env.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    if (!user) throw new Error("no parent account");
    return { school, pupil, userId: user.id, token: await login(env.app, email) };
  }

  return {
    "POST /api/parents/codes/student/:id": async () => {
      const { school, pupil } = await schoolWithPupil();
      return ok(
        "the office issues a parent code",
        { url: parentApiPath.parentCodesStudent(pupil._id), token: school.token },
        ["parent.codes_issued"],
      );
    },
    "POST /api/parents/codes/class": async () => {
      const { school } = await schoolWithPupil();
      return ok(
        "the office prints a class's parent codes",
        { url: PARENT_API.parentCodesClass, token: school.token, payload: { class: 5 } },
        ["parent.codes_issued"],
      );
    },
    "POST /api/parents/join": async () => {
      const { code } = await pupilWithCode();
      return ok(
        "a parent signs up with a code",
        {
          url: PARENT_API.parentJoin,
          payload: {
            code,
            name: "Kavita Nair",
            email: `${unique("parent")}@example.in`,
            password: TEST_PASSWORD,
            language: "hi",
          },
          ip: freshIp(),
        },
        ["user.created", "parent.linked"],
      );
    },
    "POST /api/parents/children": async () => {
      const who = await parent();
      const { code } = await pupilWithCode();
      return ok(
        "a parent adds a child",
        { url: PARENT_API.parentChildren, token: who.token, payload: { code } },
        ["parent.linked"],
      );
    },
    "DELETE /api/parents/students/:id/parents/:userId": async () => {
      const who = await parent();
      return ok(
        "the office unlinks a parent",
        {
          url: parentApiPath.parentUnlink(who.pupil._id, who.userId),
          token: who.school.token,
        },
        ["parent.unlinked"],
      );
    },
    "PUT /api/parents/settings": async () => {
      const who = await parent();
      return ok(
        "a parent changes the summary's language",
        {
          url: PARENT_API.parentSettings,
          token: who.token,
          payload: { language: "hi", weeklySummary: true },
        },
        ["parent.settings_changed"],
      );
    },
    "POST /api/parents/children/:id/erase": async () => {
      const who = await parent();
      return ok(
        "a parent confirms their child's erasure",
        { url: parentApiPath.parentChildErase(who.pupil._id), token: who.token },
        ["student.erasure_requested"],
      );
    },
    "POST /api/parents/summary/now": async () => {
      const who = await parent();
      return ok(
        "a parent asks for this week's summary now",
        { url: PARENT_API.parentSummaryNow, token: who.token },
        ["parent.summary_requested"],
      );
    },
    "POST /api/parents/summary/stop": async () => {
      const who = await parent();
      return ok(
        "a parent stops the weekly summary by its link",
        {
          url: PARENT_API.parentSummaryStop,
          payload: { token: stopToken(TEST_JWT_SECRET, who.userId) },
          ip: freshIp(),
        },
        ["parent.summary_stopped"],
      );
    },
  };
}
