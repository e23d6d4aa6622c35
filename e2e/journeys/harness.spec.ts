import { API } from "@ganit/contracts";
import { expect, firstLink, test } from "../fixtures.ts";

// The harness itself: the production server answers, and its mail reaches the SMTP receiver.
test("the server under test is healthy", async ({ request }) => {
  const response = await request.get(API.health);
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual({ status: "ok" });
});

test("mail from the server arrives at the SMTP receiver", async ({ request, accounts, mailbox }) => {
  const admin = await accounts.createAdmin();
  const response = await request.post(API.forgotPassword, { data: { username: admin.username } });
  expect(response.status()).toBe(200);
  const mail = await mailbox.waitFor(admin.email, { subject: /reset/i });
  const link = new URL(firstLink(mail.text));
  expect(link.pathname).toBe("/resetpassword");
  expect(link.searchParams.get("username")).toBe(admin.username);
  expect(link.searchParams.get("token")).toBeTruthy();
});
