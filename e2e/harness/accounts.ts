import { randomBytes, randomInt } from "node:crypto";
import { API, apiPath } from "@ganit/contracts";
import { type APIRequestContext, expect } from "@playwright/test";
import type { Mailbox } from "../fixtures.ts";
import { SUPERADMIN } from "./test-env.ts";

/**
 * The accounts a journey makes through the API, as their owners would (the `accounts` fixture): an
 * admin, a school, a teacher, each with a password set the way its owner sets it.
 */

export type Account = { username: string; password: string; email: string; name: string };

export type Accounts = {
  superadminToken(): Promise<string>;
  /** A new admin made through the API by the superadmin; its username is its e-mail. */
  createAdmin(): Promise<Account>;
  /**
   * A new school registered through the public API, its password set through the link of the welcome
   * mail that reached the SMTP receiver: the whole path a school office takes, short of the form
   * (school-registration.spec.ts walks the form). Its username is its e-mail. The server allows
   * LIMITS.schoolRegistrationsPerIp registrations an hour from one address: a run of the whole suite
   * must stay under it.
   */
  registerSchool(): Promise<Account>;
  /** A new admin (`createAdmin`) and their API token. */
  adminWithToken(): Promise<Account & { token: string }>;
  /** A new school (`registerSchool`) and its office's API token. */
  schoolWithToken(): Promise<Account & { token: string }>;
  /**
   * A new teacher the school office (`schoolToken`) adds through the API, `name` with a unique tail,
   * given `classes` when there are any (a teacher reaches only the classes and sections the office
   * gives them); the teacher chooses the password through the link of the welcome mail, as a new
   * teacher does. Its username is its e-mail.
   */
  addTeacher(schoolToken: string, name: string, classes?: TeacherClass[]): Promise<Account>;
};

/** A class (and section) of a course the school office gives a teacher. */
export type TeacherClass = { courseId: string; classNumber: number; section?: string | null };

/** The first http(s) link in a text, e.g. the reset link of a mail. */
export function firstLink(text: string): string {
  const match = /https?:\/\/\S+/.exec(text);
  if (!match) throw new Error(`no link in:\n${text}`);
  return match[0];
}

export const uniqueSuffix = () => `${Date.now().toString(36)}${randomBytes(3).toString("hex")}`;

/** Six letters nobody else in this run has, for names that take letters and spaces only. */
const uniqueLetters = () =>
  Array.from(randomBytes(6), (byte) => String.fromCharCode(97 + (byte % 26))).join("");

async function login(request: APIRequestContext, username: string, password: string): Promise<string> {
  const response = await request.post(API.login, { data: { username, password } });
  expect(response.status(), `API login of ${username}`).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

/** Sets an account's password through the link of its welcome mail, as its owner would (API only). */
export async function setPasswordFromWelcomeMail(
  request: APIRequestContext,
  mailbox: Mailbox,
  email: string,
  password: string,
): Promise<void> {
  const link = new URL(firstLink((await mailbox.waitFor(email, { subject: /welcome/i })).text));
  const reset = await request.post(API.resetPassword, {
    data: {
      token: link.searchParams.get("token"),
      username: link.searchParams.get("username"),
      email: link.searchParams.get("email"),
      password,
    },
  });
  expect(reset.status(), await reset.text()).toBe(200);
}

/** The journey's `accounts`, made through `request`; `mailbox` reads the welcome mails. */
export function accountsMadeThrough(request: APIRequestContext, mailbox: Mailbox): Accounts {
  const superadminToken = () => login(request, SUPERADMIN.username, SUPERADMIN.password);
  const withToken = async (account: Account) => ({
    ...account,
    token: await login(request, account.username, account.password),
  });
  const made: Accounts = {
    superadminToken,
    async createAdmin() {
      const suffix = uniqueSuffix();
      const account: Account = {
        username: `admin-${suffix}@ganit.test`,
        email: `admin-${suffix}@ganit.test`,
        password: `Admin-e2e-${suffix}`,
        name: `Asha Admin ${suffix.slice(-4)}`,
      };
      const response = await request.post(API.register, {
        headers: { Authorization: `Bearer ${await superadminToken()}` },
        data: { name: account.name, email: account.email, password: account.password, phone: "9876543210" },
      });
      expect(response.status(), await response.text()).toBe(201);
      return account;
    },
    async registerSchool() {
      const suffix = uniqueSuffix();
      const letters = uniqueLetters();
      const account: Account = {
        username: `office-${suffix}@school.test`,
        email: `office-${suffix}@school.test`,
        password: `School-e2e-${suffix}`,
        name: `Sunrise Public School ${letters[0]?.toUpperCase()}${letters.slice(1)}`,
      };
      const registered = await request.post(API.schoolRegister, {
        // Each school from its own office (a documentation address), as in life: the journeys
        // together register more schools than one address may in an hour.
        headers: { "x-forwarded-for": `203.0.113.${randomInt(1, 255)}` },
        data: {
          name: account.name,
          udiscCode: String(randomInt(10_000_000_000, 100_000_000_000)),
          state: "Karnataka",
          district: "Mysuru",
          city: "Mysuru",
          address: "12 Temple Road, Saraswathipuram",
          pincode: "570009",
          phone: "9876543210",
          acceptTerms: true,
          email: account.email,
        },
      });
      expect(registered.status(), await registered.text()).toBe(201);
      await setPasswordFromWelcomeMail(request, mailbox, account.email, account.password);
      return account;
    },
    async adminWithToken() {
      return withToken(await made.createAdmin());
    },
    async schoolWithToken() {
      return withToken(await made.registerSchool());
    },
    async addTeacher(schoolToken, name, classes = []) {
      const suffix = uniqueSuffix();
      const account: Account = {
        username: `teacher-${suffix}@school.test`,
        email: `teacher-${suffix}@school.test`,
        password: `Teacher-e2e-${suffix}`,
        name: `${name} ${suffix.slice(-5)}`,
      };
      const headers = { Authorization: schoolToken };
      const added = await request.post(API.addTeacher, {
        headers,
        data: { name: account.name, email: account.email, mobile: "9876501234", dob: "1988-02-03" },
      });
      expect(added.ok(), await added.text()).toBe(true);
      if (classes.length > 0) {
        const { teachers } = (await added.json()) as { teachers: { userId: string }[] };
        const given = await request.put(apiPath.teacherClasses(teachers[0]?.userId ?? ""), {
          headers,
          data: { classes },
        });
        expect(given.ok(), await given.text()).toBe(true);
      }
      await setPasswordFromWelcomeMail(request, mailbox, account.email, account.password);
      return account;
    },
  };
  return made;
}
