import { API, apiPath, GRIEVANCE_ANSWER_DAYS, MESSAGES } from "@ganit/contracts";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { grievances } from "../../db/schema.ts";
import { signedInAs } from "../../test/factories.ts";
import { useTestEnv } from "../../test/session.ts";

const env = useTestEnv();
let operator: string;
beforeAll(async () => {
  operator = (await signedInAs(env.app, env.db, "superadmin")).token;
});

const complain = (payload: object, ip = "10.70.0.1") =>
  env.app.inject({ method: "POST", url: API.privacyGrievances, payload, remoteAddress: ip });

describe("the grievance register", () => {
  it("takes a complaint, shows it with its 90-day due date, flags it overdue, and mails the operator's answer", async () => {
    const res = await complain({
      name: "Ravi Iyer",
      email: "Ravi@Parents.example",
      message: "Please erase my son's data.\nHe left the school.",
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().message).toBe(MESSAGES.grievanceReceived);

    const register = async () =>
      (await env.app.inject({ url: API.privacyGrievances, headers: { authorization: operator } })).json()
        .items as {
        id: string;
        email: string;
        receivedAt: string;
        dueAt: string;
        overdue: boolean;
        answer: string | null;
      }[];
    const [open] = (await register()).filter((row) => row.email === "ravi@parents.example");
    if (!open) throw new Error("not in the register");
    expect(new Date(open.dueAt).getTime() - new Date(open.receivedAt).getTime()).toBe(
      GRIEVANCE_ANSWER_DAYS * 86_400_000,
    );
    expect(open.overdue).toBe(false);

    // Received 91 days ago and still open: overdue.
    await env.db
      .update(grievances)
      .set({ receivedAt: new Date(Date.now() - 91 * 86_400_000) })
      .where(eq(grievances.id, open.id));
    expect((await register()).find((row) => row.id === open.id)?.overdue).toBe(true);

    const answered = await env.app.inject({
      method: "PUT",
      url: apiPath.privacyGrievanceAnswer(open.id),
      headers: { authorization: operator },
      payload: { answer: "Done: his data was erased on the day." },
    });
    expect(answered.statusCode, answered.body).toBe(200);
    const after = (await register()).find((row) => row.id === open.id);
    expect(after).toMatchObject({ answer: "Done: his data was erased on the day.", overdue: false });
    await env.deliverMail();
    const [mail] = env.mail.to("ravi@parents.example");
    expect(mail?.text).toContain("Done: his data was erased on the day.");
    const again = await env.app.inject({
      method: "PUT",
      url: apiPath.privacyGrievanceAnswer(open.id),
      headers: { authorization: operator },
      payload: { answer: "Twice" },
    });
    expect(again.statusCode).toBe(409);
  });

  it("bounds every text and refuses an empty complaint; only the operator reads the register", async () => {
    expect((await complain({ name: "R", email: "r@x.example", message: " " })).statusCode).toBe(400);
    const long = await complain({ name: "R", email: "r@x.example", message: "x".repeat(1_000_000) });
    expect(long.statusCode).toBe(400);
    expect((await complain({ name: "R", email: "r@x.example", message: "a\u0000b" })).statusCode).toBe(400);
    const school = (await signedInAs(env.app, env.db, "school")).token;
    expect(
      (await env.app.inject({ url: API.privacyGrievances, headers: { authorization: school } })).statusCode,
    ).toBe(403);
  });
});
