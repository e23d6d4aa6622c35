import { randomInt } from "node:crypto";
import { API, apiPath, MESSAGES } from "@ganit/contracts";
import { expect, firstLink, loginThroughPage, setPasswordThroughWelcomePage, test } from "../fixtures.ts";
import { fillLearnerSignUp, parentOf, seriousViolations, sessionToken, toasts } from "../harness/pages.ts";
import { paymentDetailsFilled } from "../harness/payment-step.ts";
import { addCourse, addLibraryPage, fastSumsCourse } from "../harness/setup-api.ts";

/**
 * An individual learner's whole purchase: registers, sets a password from the welcome mail, buys one
 * class (the QR code of the server's total, a UTR), waits under review, the superadmin verifies the
 * payment, and the learner opens the class's lesson from the dashboard and prints the receipt.
 */

/** A 12-digit UPI reference nobody else in this run has. */
const freshUtr = () => `${String(Date.now()).slice(-8)}${String(randomInt(0, 10_000)).padStart(4, "0")}`;

test("a learner registers, buys a class by UPI, is verified by the superadmin, opens its lesson and prints the receipt", async ({
  page,
  accounts,
  mailbox,
  suffix,
}) => {
  test.slow();
  const courseName = `Speedy Sums ${suffix}`;

  // An admin puts a course on offer: class 6 at ₹499 per learner, a lesson page and a video students never see.
  const { token: adminToken } = await accounts.adminWithToken();
  const lessonId = await addLibraryPage(page.request, adminToken, {
    coursename: courseName,
    classnumber: 6,
    topicname: "Adding",
    subtopicname: "By completion",
    contentname: `Completion ${suffix}`,
    content: "<h1>Adding by completion</h1><p>48 + 37 = 50 + 35 = 85</p>",
  });
  await addCourse(
    page.request,
    adminToken,
    fastSumsCourse(
      courseName,
      [
        {
          title: "Adding by completion",
          resources: [
            { type: "video", url: "https://videos.example.org/completion" },
            { type: "worksheet", url: `/viewresource/${lessonId}` },
          ],
        },
      ],
      { pricePerStudent: 499, pricePerSchool: 9999 },
    ),
  );

  // The learner registers and sets a password through the welcome mail's link.
  const email = `learner-${suffix}@family.test`;
  const password = `Learner-e2e-${suffix}`;
  await fillLearnerSignUp(page, email);
  await page.getByRole("checkbox").check();
  await page.getByRole("button", { name: "Register" }).click();
  await expect(toasts(page).getByText(MESSAGES.studentRegistered)).toBeVisible();
  await setPasswordThroughWelcomePage(page, mailbox, email, password);

  // The dashboard: nothing bought yet.
  await loginThroughPage(page, email, password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("heading", { name: "Welcome, Meera Iyer!" })).toBeVisible();
  await expect(page.getByText("You have not bought any course yet")).toBeVisible();
  expect(await seriousViolations(page), "/dashboard empty").toEqual([]);

  // Buying: choose the class, see the server's price and the QR code, pay, give the UTR.
  await page.getByRole("link", { name: "Buy courses" }).first().click();
  await expect(page).toHaveURL(/\/buycourses$/);
  const offer = page.getByRole("group", { name: courseName });
  await expect(offer).toBeVisible();
  expect(await seriousViolations(page), "/buycourses step 1").toEqual([]);
  await offer.getByRole("radio", { name: /Class 6/ }).check();
  await page.getByRole("button", { name: "Proceed to payment" }).click();
  const qr = page.getByRole("img", { name: /^UPI QR code to pay ₹[\d,.]+ to Ganit E2E$/ });
  await expect(qr).toBeVisible();
  expect(await qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await expect(page.getByRole("link", { name: "Pay with a UPI app" })).toHaveAttribute(
    "href",
    /^upi:\/\/pay\?/,
  );
  expect(await seriousViolations(page), "/buycourses payment").toEqual([]);
  const utr = freshUtr();
  await paymentDetailsFilled(page, "Submit payment details", utr);
  await page.getByRole("button", { name: "Submit payment details" }).click();
  await expect(page.getByRole("heading", { name: "Payment details submitted" })).toBeVisible();
  expect(await seriousViolations(page), "/buycourses confirmation").toEqual([]);

  // Under review: the history says so, the dashboard shows the class but does not open it.
  await page.getByRole("link", { name: "View payment history" }).click();
  await expect(page).toHaveURL(/\/paymenthistory$/);
  const table = page.getByRole("table", { name: "Your payments" });
  await expect(table.getByRole("row", { name: new RegExp(utr) })).toContainText("Under review");
  expect(await seriousViolations(page), "/paymenthistory pending").toEqual([]);
  await page.goto("/dashboard");
  await expect(page.getByText("Class 6 — Under review")).toBeVisible();
  // One name for the wait on every screen, in Hindi too: never "On Hold" (an operator's act) or "Pending".
  await page.goto("/buycourses");
  await expect(page.getByText("Class is under review")).toBeVisible();
  await page.getByRole("button", { name: "हिन्दी" }).click();
  await expect(page.getByText("कक्षा समीक्षा में है")).toBeVisible();
  for (const path of ["/dashboard", "/paymenthistory"]) {
    await page.goto(path);
    await expect(
      page
        .getByRole("main")
        .getByText(/समीक्षा में/)
        .first(),
    ).toBeVisible();
    await expect(page.getByRole("main")).not.toContainText(/रोका गया|लंबित|On Hold|Pending/);
  }
  await page.screenshot({ path: "test-results/learner-dashboard-under-review-hi.png" });
  await page.getByRole("button", { name: "English" }).click();
  await page.goto("/dashboard");

  // The superadmin verifies the payment.
  const learnerToken = await sessionToken(page);
  const history = await page.request.get(API.paymentHistory, { headers: { Authorization: learnerToken } });
  const purchaseId = (
    (await history.json()) as { purchases: { _id: string; utrNumber: string }[] }
  ).purchases.find((p) => p.utrNumber === utr)?._id;
  expect(purchaseId).toBeTruthy();
  const approved = await page.request.put(apiPath.approvePayment(purchaseId ?? ""), {
    headers: { Authorization: await accounts.superadminToken() },
  });
  expect(approved.status(), await approved.text()).toBe(200);

  // The parent confirms their consent through the link mailed to their own address (the learner is
  // 12: lessons wait for it).
  const consentMail = await mailbox.waitFor(parentOf(email), { subject: /consent/ });
  const learnerPage = page.url();
  await page.goto(firstLink(consentMail.text));
  await expect(page.getByRole("heading", { name: "Your consent for your child" })).toBeVisible();
  await page.getByRole("button", { name: "I am the parent or guardian, and I consent" }).click();
  await expect(page.getByText("You gave your consent. Your child can learn.")).toBeVisible();
  expect(await seriousViolations(page), "/parentconsent").toEqual([]);
  await page.goto(learnerPage);

  // The class opens from the dashboard with its lesson; the video is not there.
  await page.reload();
  const card = page.getByRole("article").filter({ has: page.getByRole("heading", { name: courseName }) });
  await card.getByRole("button", { name: "Class 6" }).click();
  await expect(page).toHaveURL(/\/coursecontent\?class=6$/);
  const frame = page.getByTitle(`Worksheet: Completion ${suffix}`);
  await expect(frame).toBeVisible();
  await expect(
    page.frameLocator(`iframe[title="Worksheet: Completion ${suffix}"]`).getByText("48 + 37"),
  ).toBeVisible();
  await expect(page.getByRole("button", { name: "Video" })).toHaveCount(0);
  expect(await seriousViolations(page), "/coursecontent").toEqual([]);

  // Verified, with a receipt that opens.
  await page.goto("/paymenthistory");
  const row = table.getByRole("row", { name: new RegExp(utr) });
  await expect(row).toContainText("Verified");
  await row.getByRole("link", { name: /Receipt/ }).click();
  await expect(page).toHaveURL(new RegExp(`/receipt/${purchaseId}$`));
  const receipt = page.getByRole("article", { name: "Payment receipt" });
  await expect(receipt).toContainText(utr);
  await expect(receipt).toContainText(courseName);
  await expect(receipt).toContainText("Meera Iyer");
  await expect(page.getByRole("button", { name: "Print" })).toBeVisible();
  expect(await seriousViolations(page), "/receipt").toEqual([]);
  // Printed, the receipt stands alone: no header, menus, footer or buttons.
  await page.emulateMedia({ media: "print" });
  await expect(receipt).toBeVisible();
  await expect(page.getByRole("banner")).toBeHidden();
  await expect(page.getByRole("contentinfo")).toBeHidden();
  await expect(page.getByRole("button", { name: "Print" })).toBeHidden();
  await page.emulateMedia({ media: "screen" });

  // On a phone the history is one card per payment.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/paymenthistory");
  const cards = page.getByRole("list", { name: "Your payments" });
  await expect(cards.getByRole("link", { name: /Receipt/ })).toBeVisible();
  await expect(page.getByRole("table")).toHaveCount(0);
  expect(await seriousViolations(page), "/paymenthistory on a phone").toEqual([]);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`/receipt/${purchaseId}`);

  // In Hindi too.
  await page.getByRole("button", { name: "हिन्दी" }).click();
  await expect(page.getByRole("article", { name: "भुगतान की रसीद" })).toBeVisible();
  expect(await seriousViolations(page), "/receipt in Hindi").toEqual([]);
  await page.goto("/paymenthistory");
  await expect(page.getByRole("table", { name: "आपके भुगतान" })).toContainText("पुष्ट");
  expect(await seriousViolations(page), "/paymenthistory in Hindi").toEqual([]);
});
