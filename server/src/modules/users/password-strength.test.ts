import { API, MESSAGES, type MessageKey } from "@ganit/contracts";
import { describe, expect, it } from "vitest";
import { createTestSchool, login, signedInAs, TEST_PASSWORD, unique } from "../../test/factories.ts";
import { useTestEnv } from "../../test/session.ts";
import { linkIn } from "../../test/smtp-receiver.ts";
import { addStudentAs } from "../../test/students.ts";

/**
 * A password someone chooses is refused when it is easy to guess: common (in any case, with
 * look-alike digits, with digits and symbols added), built on the product's name or the account's
 * own username or e-mail, or made of too few different characters. The reason is under the field.
 */
const env = useTestEnv();

let ips = 0;
const post = (url: string, payload: object, token?: string) =>
  env.app.inject({
    method: "POST",
    url,
    payload,
    headers: token ? { authorization: token } : {},
    remoteAddress: `10.66.${Math.floor(++ips / 250)}.${ips % 250}`,
  });

const expectRefused = (
  res: Awaited<ReturnType<typeof post>>,
  field: string,
  key: MessageKey,
  label: string,
) => {
  expect(res.statusCode, `${label}: ${res.body}`).toBe(400);
  expect(res.json().fieldKeys, label).toEqual({ [field]: key });
  expect(res.json().fields[field], label).toBe(MESSAGES[key]);
};

describe("weak passwords are refused where a person chooses one", () => {
  it("change password: eight spaces, aaaaaaaa, the username, P@ssw0rd, Ganit@123, GanitDemo2025 and their kin", async () => {
    const { username, token, user } = await signedInAs(env.app, env.db, "teacher");
    const local = user.email.split("@")[0] as string;
    const cases: [string, MessageKey][] = [
      ["        ", "passwordTooSimple"],
      ["aaaaaaaa", "passwordTooSimple"],
      ["abababab", "passwordTooSimple"],
      [username, "passwordTooPersonal"],
      [`${local}2025!`, "passwordTooPersonal"],
      ["P@ssw0rd", "passwordTooCommon"],
      ["Password123!", "passwordTooCommon"],
      ["iloveyou2025", "passwordTooCommon"],
      ["Ganit@123", "passwordTooPersonal"],
      ["GanitDemo2025", "passwordTooPersonal"],
      ["G4n1t-password", "passwordTooPersonal"],
    ];
    for (const [newPassword, key] of cases) {
      const res = await post(
        API.changePassword,
        { username, currentPassword: TEST_PASSWORD, newPassword },
        token,
      );
      expectRefused(res, "newPassword", key, JSON.stringify(newPassword));
    }
    // Nothing changed: the old password still signs in, and a strong one is taken.
    expect(await login(env.app, username)).toBeTruthy();
    const ok = await post(
      API.changePassword,
      { username, currentPassword: TEST_PASSWORD, newPassword: "Ganit-helps-my-maths-class" },
      token,
    );
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it("reset password refuses one built on the username, and a superadmin cannot give an admin a common one", async () => {
    const superadmin = await signedInAs(env.app, env.db, "superadmin");
    const email = `${unique("admin")}@example.test`;
    const res = await post(
      API.register,
      { name: "New Admin", email, password: "Welcome@123" },
      superadmin.token,
    );
    expectRefused(res, "password", "passwordTooCommon", "Welcome@123");
    expectRefused(
      await post(API.register, { name: "New Admin", email, password: `${email}` }, superadmin.token),
      "password",
      "passwordTooPersonal",
      "the e-mail",
    );
    expect(
      (
        await post(
          API.register,
          { name: "New Admin", email, password: "Seven-Bridges-Konigsberg" },
          superadmin.token,
        )
      ).statusCode,
    ).toBe(201);
    // A reset link to that admin, then a reset with the username as the password.
    expect((await post(API.forgotPassword, { username: email })).statusCode).toBe(200);
    await env.deliverMail();
    const mail = env.mail.to(email).at(-1);
    const token = mail ? (linkIn(mail).searchParams.get("token") ?? "") : "";
    const reset = await post(API.resetPassword, {
      username: email,
      email,
      token,
      password: email.toUpperCase(),
    });
    expectRefused(reset, "password", "passwordTooPersonal", "reset to the username");
  });

  it("a child's first password: refused in words for a child, then a good one signs in", async () => {
    const school = await createTestSchool(env.db);
    const schoolToken = await login(env.app, school.username);
    const cred = await addStudentAs(env.app, schoolToken, { name: "Rohan Das", fathername: "Amit Das" });
    const cases: [string, MessageKey][] = [
      ["11111111", "childPasswordTooSimple"],
      ["football", "childPasswordTooCommon"],
      [cred.username, "childPasswordTooPersonal"],
      ["rohan2014", "childPasswordTooPersonal"],
      ["welcome@123", "childPasswordTooCommon"],
      ["ganit1234", "childPasswordTooPersonal"],
    ];
    for (const [newPassword, key] of cases) {
      const res = await post(API.firstSignIn, {
        username: cred.username,
        code: cred.oneTimeCode,
        newPassword,
      });
      expectRefused(res, "newPassword", key, newPassword);
    }
    const done = await post(API.firstSignIn, {
      username: cred.username,
      code: cred.oneTimeCode,
      newPassword: "mango drum star",
    });
    expect(done.statusCode, done.body).toBe(200);
  });
});
