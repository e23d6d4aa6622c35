import { API, type PurchaseCreated, routePath } from "@ganit/contracts";
import { expect, signInNewSchool, test } from "../fixtures.ts";
import { fitsThePhone, seriousViolations } from "../harness/pages.ts";
import { paymentDetailsFilled } from "../harness/payment-step.ts";
import { addCourse, approvePayment, bareLevel, randomUtr } from "../harness/setup-api.ts";

/**
 * A school buys seats on a phone: the wizard (Students, a student limit, the running total), the
 * server's quote with its UPI QR code, a UTR; the superadmin approves the payment; the school then
 * sees 'Class is bought' in the wizard, the payment verified with its receipt, and the class ready to
 * renew. axe-core on each screen, at 390 px.
 */
test.use({ viewport: { width: 390, height: 844 } });

test("a school buys seats by UPI, the superadmin approves, and the class shows as bought", {
  tag: "@long",
}, async ({ page, request, accounts, suffix }) => {
  const courseName = `Shapes Journey ${suffix}`;

  // The catalogue: an admin adds a course with two classes.
  const { token: adminToken } = await accounts.adminWithToken();
  const level = bareLevel("Triangles", "Angles");
  await addCourse(request, adminToken, {
    name: courseName,
    classLevels: [
      { classNumber: 4, pricePerStudent: 150.5, pricePerSchool: 6000, levels: [level] },
      { classNumber: 5, pricePerStudent: 200, pricePerSchool: 7000, levels: [level] },
    ],
  });

  // The school opens the wizard from its dashboard.
  const _school = await signInNewSchool(page, accounts);
  await page.getByRole("link", { name: "Buy courses" }).first().click();
  await expect(page).toHaveURL(/\/school\/buycourses$/);
  await expect(page.getByRole("heading", { name: "Buy Courses" })).toBeVisible();
  const course = page.getByRole("group", { name: new RegExp(courseName) });
  await expect(course).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await fitsThePhone(page);

  // Step 1: 30 seats of class 4; a word typed in class 5 is refused with a message, never read as a number.
  const class4 = course.getByRole("textbox", { name: "Class 4 student limit" });
  await class4.fill("30");
  const class5 = course.getByRole("textbox", { name: "Class 5 student limit" });
  await class5.fill("many");
  await expect(class5).toHaveValue("many");
  await expect(course.getByText("Seats are a whole number, like 25")).toBeVisible();
  await class5.fill("");
  await expect(page.getByText("₹4,515.00").first()).toBeVisible();
  const total = (await page.getByTestId("order-total").textContent()) ?? "";
  expect(total).toMatch(/^₹[\d,]+\.\d\d$/);

  // Step 2: the server's quote, its QR code, a UTR and the terms.
  await page.getByRole("button", { name: "Proceed to Payment" }).click();
  const qr = page.getByRole("img", { name: /UPI QR code to pay/ });
  await expect(qr).toBeVisible();
  expect(await qr.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  await expect(page.getByTestId("payment-amount")).toHaveText(total);
  await expect(page.getByRole("link", { name: "Pay with a UPI app" })).toHaveAttribute(
    "href",
    /^upi:\/\/pay\?.*pa=ganit\.e2e(@|%40)example/,
  );
  expect(await seriousViolations(page)).toEqual([]);
  await fitsThePhone(page);

  const utr = randomUtr();
  await paymentDetailsFilled(page, "Submit Payment Details", utr);
  const [answer] = await Promise.all([
    page.waitForResponse((response) => response.url().endsWith(API.buyForStudents)),
    page.getByRole("button", { name: "Submit Payment Details" }).click(),
  ]);
  expect(answer.status()).toBe(201);
  const { purchase } = (await answer.json()) as PurchaseCreated;

  // Step 3: under review.
  await expect(page.getByRole("heading", { name: /Payment details submitted/ })).toBeVisible();
  await expect(page.getByText(utr)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // Back in the wizard, the class waits for verification.
  await page.goto("/school/buycourses");
  await expect(course.getByText("Class is under review")).toBeVisible();
  await expect(course.getByRole("textbox", { name: "Class 4 student limit" })).toHaveCount(0);

  // The payments list shows it pending.
  await page.goto("/school/payments");
  const payment = page.getByRole("listitem").filter({ hasText: utr });
  await expect(payment.getByText("Under review")).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await fitsThePhone(page);

  // The superadmin verifies the payment.
  await approvePayment(request, accounts, purchase._id);

  // The school sees the class bought (0 of 30 seats used), and the payment verified with its receipt.
  await page.goto("/school/buycourses");
  await expect(course.getByText("Class is bought (0/30)")).toBeVisible();
  await expect(course.getByRole("textbox", { name: "Class 5 student limit" })).toBeVisible();
  await page.goto("/school/payments");
  await expect(payment.getByText("Verified")).toBeVisible();
  await expect(payment.getByRole("link", { name: /Receipt/ })).toHaveAttribute(
    "href",
    routePath.receiptPage(purchase._id),
  );
  await payment.getByRole("link", { name: /Receipt/ }).click();
  await expect(page.getByRole("article", { name: "Payment receipt" })).toContainText(utr);

  // The class can now get more seats.
  await page.goto("/school/renewcourse");
  await expect(page.getByRole("radio", { name: new RegExp(`${courseName}, Class 4`) })).toBeVisible();
  await expect(page.getByText("0/30 seats used")).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await fitsThePhone(page);
});
