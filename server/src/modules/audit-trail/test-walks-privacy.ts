import { API, apiPath } from "@ganit/contracts";
import type { TestEnv } from "../../test/harness.ts";
import { learnerForm } from "../../test/registration.ts";
import { freshIp, ok, type Scenario, setUpCall, walkKit } from "./test-walks.ts";

/** The walks of children's data: the parent's consent link, and a school's confirmed erasure. */
export function privacyWalks(env: TestEnv): Record<string, Scenario> {
  const { schoolWithPupil, token } = walkKit(env);

  /** A learner registered through the form; the token of the consent link mailed to their parent. */
  async function consentToken() {
    const form = learnerForm();
    await setUpCall(env, "learner", "POST", { url: API.learnerRegister, payload: form, ip: freshIp() }, 201);
    await env.deliverMail();
    const mail = env.mail.to(form.guardianEmail).at(-1);
    const link = /https?:\/\/\S+/.exec(mail?.text ?? "")?.[0];
    if (!link) throw new Error("no consent mail");
    return new URL(link).searchParams.get("token") ?? "";
  }

  async function grievanceId() {
    const payload = { name: "Ravi Iyer", email: "ravi@parents.example", message: "Please erase my data." };
    const complaint = { url: API.privacyGrievances, payload, ip: freshIp() };
    await setUpCall(env, "grievance", "POST", complaint, 201);
    const rows = await setUpCall(env, "grievances", "GET", {
      url: API.privacyGrievances,
      token: await token("superadmin"),
    });
    return (
      (rows.json().items as { id: string; answer: string | null }[]).find((row) => row.answer === null)?.id ??
      ""
    );
  }

  return {
    "POST /api/privacy/grievances": async () =>
      ok(
        "a complaint",
        {
          url: API.privacyGrievances,
          payload: { name: "Ravi Iyer", email: "ravi@parents.example", message: "A question about my data." },
          ip: freshIp(),
        },
        ["grievance.received"],
      ),
    "PUT /api/privacy/grievances/:id/answer": async () =>
      ok(
        "the operator answers",
        {
          url: apiPath.privacyGrievanceAnswer(await grievanceId()),
          token: await token("superadmin"),
          payload: { answer: "Erased." },
        },
        ["grievance.answered"],
      ),
    "POST /api/privacy/consent/:token/confirm": async () =>
      ok("parent confirms", { url: apiPath.privacyConsent(await consentToken(), "confirm") }, [
        "consent.confirmed",
      ]),
    "POST /api/privacy/consent/:token/withdraw": async () =>
      ok("parent withdraws", { url: apiPath.privacyConsent(await consentToken(), "withdraw") }, [
        "consent.withdrawn",
      ]),
    "POST /api/privacy/students/:id/erase": async () => {
      const { school, pupil } = await schoolWithPupil();
      return ok(
        "school confirms an erasure",
        { url: apiPath.privacyStudentErase(pupil._id), token: school.token },
        ["student.erasure_requested"],
      );
    },
  };
}
