import { MESSAGES } from "@ganit/contracts";
import type { Page } from "@playwright/test";
import { expect, loginThroughPage, setPasswordThroughWelcomePage, test } from "../fixtures.ts";
import { axeViolations, fillLearnerSignUp, toasts } from "../harness/pages.ts";

/**
 * The school registration form's place and contact, after its name and UDISE code, typed as an office
 * would; the terms agreed and Register School pressed.
 */
async function registerWith(
  page: Page,
  school: {
    state: string;
    district: string;
    city: string;
    address: string;
    pincode: string;
    phone: string;
    email: string;
  },
) {
  await page.getByRole("combobox", { name: "State" }).selectOption(school.state);
  await page.getByRole("combobox", { name: "District" }).selectOption(school.district);
  await page.getByRole("combobox", { name: "City" }).fill(school.city);
  await page.getByRole("textbox", { name: "Address" }).fill(school.address);
  await page.getByRole("textbox", { name: "Pincode" }).fill(school.pincode);
  await page.getByRole("textbox", { name: "Phone" }).fill(school.phone);
  await page.getByRole("textbox", { name: "Email" }).fill(school.email);
  await page.getByRole("checkbox", { name: /data-processing terms/ }).check();
  await page.getByRole("button", { name: "Register School" }).click();
}

/** A UDISE code nobody else in this run has: 11 digits from the clock and chance. */
const freshUdise = () =>
  `29${String(Date.now()).slice(-6)}${String(Math.floor(Math.random() * 1000)).padStart(3, "0")}`;

test("a school registers, sets its password through the mailed link, signs in and sees its dashboard", async ({
  page,
  mailbox,
  suffix,
}) => {
  // Two registrations, a mail, a password, a sign-in and two screens: over 30 s on a loaded machine.
  test.slow();
  const email = `office-${suffix}@sunrise.test`;
  const udise = freshUdise();

  await page.goto("/");
  // The header's Register offers a school's registration and a learner's.
  await page.getByRole("banner").locator("summary", { hasText: "Register" }).click();
  await page.getByRole("banner").getByRole("link", { name: "Register as School" }).click();
  await expect(page).toHaveURL(/\/schoolregister$/);
  await expect(page.getByText("All * fields are Mandatory")).toBeVisible();

  const name = page.getByRole("textbox", { name: "School Name" });
  await name.pressSequentially("Sunrise 9 Public School");
  await expect(name).toHaveValue("Sunrise  Public School");
  await name.fill("Sunrise Public School");
  await page.getByRole("textbox", { name: "UDISE Code" }).fill(udise);
  await expect(page.getByRole("combobox", { name: "District" })).toBeDisabled();
  await registerWith(page, {
    state: "Karnataka",
    district: "Mysuru",
    city: "Mysuru",
    address: "12 Temple Road, Saraswathipuram",
    pincode: "570009",
    phone: "0821 2412345",
    email,
  });
  await expect(toasts(page).getByText(MESSAGES.schoolRegistered)).toBeVisible();
  await expect(name).toHaveValue("");

  // The same UDISE code again: the server's message lands under the field.
  await name.fill("Another School");
  await page.getByRole("textbox", { name: "UDISE Code" }).fill(udise);
  await registerWith(page, {
    state: "Goa",
    district: "North Goa",
    city: "Panaji",
    address: "1 River Road",
    pincode: "403001",
    phone: "9876543210",
    email: `other-${suffix}@school.test`,
  });
  await expect(page.getByText(MESSAGES.udiseTaken).first()).toBeVisible();

  const password = `Sunrise-${suffix}`;
  await setPasswordThroughWelcomePage(page, mailbox, email, password);

  await loginThroughPage(page, email, password);
  await expect(page).toHaveURL(/\/schooldashboard$/);
  await expect(page.getByRole("heading", { name: "Welcome, Sunrise Public School" })).toBeVisible();
  await expect(
    page.getByRole("navigation", { name: "Manage" }).getByRole("link", { name: "Add Student" }),
  ).toBeVisible();

  await page.goto("/profile");
  await expect(page.getByText("Mysuru").first()).toBeVisible();
  await expect(page.getByText(udise)).toBeVisible();
});

test("a learner registers with a guardian's consent", async ({ page, mailbox, suffix }) => {
  const email = `learner-${suffix}@family.test`;
  await fillLearnerSignUp(page, email);
  await page.getByRole("button", { name: "Register" }).click();
  await expect(page.getByText(MESSAGES.guardianConsentRequired)).toBeVisible();
  await page.getByRole("checkbox").check();
  await page.getByRole("button", { name: "Register" }).click();
  await expect(toasts(page).getByText(MESSAGES.studentRegistered)).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: email })).toBeVisible();
  await mailbox.waitFor(email, { subject: /welcome/i });
});

test("both registration forms have no serious accessibility violation, in English and Hindi", async ({
  page,
}) => {
  test.slow();
  for (const path of ["/schoolregister", "/studentregister"]) {
    await page.goto(path);
    await page.getByRole("button", { name: /^Register/ }).click(); // with the error messages showing
    await expect(page.getByText(MESSAGES.emailRequired).first()).toBeVisible();
    expect(await axeViolations(page), path).toEqual([]);
  }
  await page.getByRole("button", { name: "हिन्दी" }).click();
  await expect(page.getByRole("heading", { name: "विद्यार्थी के रूप में पंजीकरण करें" })).toBeVisible();
  await expect(page.getByText("माता-पिता या अभिभावक की सहमति आवश्यक है")).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.goto("/schoolregister");
  await expect(page.getByRole("heading", { name: "अपने स्कूल का पंजीकरण करें" })).toBeVisible();
  await page.getByRole("combobox", { name: "राज्य" }).selectOption("Uttar Pradesh");
  await expect(page.getByRole("combobox", { name: "राज्य" }).locator("option:checked")).toHaveText(
    "उत्तर प्रदेश",
  );
  expect(await axeViolations(page)).toEqual([]);
});
