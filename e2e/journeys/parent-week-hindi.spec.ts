import { readFileSync } from "node:fs";
import { API, type IssuedParentCodes, parentApiPath } from "@ganit/contracts";
import { appReady, expect, test } from "../fixtures.ts";
import { fitsThePhone, seriousViolations } from "../harness/pages.ts";

/**
 * A parent on a 390 px phone, in Hindi: redeems the code the school office gave them, sees their
 * child's week, has this week's summary mailed now (read back from the SMTP receiver), stops the
 * weekly summary with that mail's one link, takes a copy of the child's data and erases it. axe-core on each screen.
 */
const PHONE = { width: 390, height: 844 };

test("a parent joins with a code in Hindi, sees the child's week, has the summary mailed, stops it, copies and erases the child's data", async ({
  page,
  request,
  accounts,
  mailbox,
  suffix,
}) => {
  test.setTimeout(120_000);
  const { token: schoolToken } = await accounts.schoolWithToken();
  const childName = `Ira Kulkarni ${suffix.slice(-4)}`;
  const added = await request.post(API.addStudent, {
    headers: { Authorization: schoolToken },
    data: {
      name: childName,
      email: `ira-${suffix}@school.test`,
      dob: "2016-05-01",
      Class: 4,
      fathername: "Mohan Kulkarni",
    },
  });
  expect(added.status(), await added.text()).toBe(200);
  const studentId = (await added.json()).credentials[0]._id as string;
  const issued = await request.post(parentApiPath.parentCodesStudent(studentId), {
    headers: { Authorization: schoolToken },
  });
  expect(issued.status(), await issued.text()).toBe(201);
  const code = ((await issued.json()) as IssuedParentCodes).items[0]?.code ?? "";

  await page.setViewportSize(PHONE);
  await page.goto("/");
  await page.evaluate(() => localStorage.setItem("language", "hi"));

  // Joining with the code, in Hindi.
  await page.goto("/parentjoin");
  await appReady(page);
  await expect(page.getByRole("heading", { level: 1, name: "अभिभावक के रूप में जुड़ें" })).toBeVisible();
  expect(await seriousViolations(page), "/parentjoin").toEqual([]);
  await fitsThePhone(page);
  const email = `parent-${suffix}@home.test`;
  const password = "Gulmohar-Tamarind-73";
  await page.getByLabel("अभिभावक कोड").fill(code.toLowerCase());
  await page.getByLabel("आपका नाम").fill("सुनीता कुलकर्णी");
  await page.getByLabel("आपका ई-मेल").fill(email);
  await page.getByLabel("पासवर्ड चुनें", { exact: true }).fill(password);
  await page.getByLabel("साप्ताहिक सार की भाषा").selectOption("hi");
  await page.getByRole("button", { name: "जुड़ें", exact: true }).click();

  // The child's week.
  await expect(page).toHaveURL(/\/parentdashboard$/);
  await expect(page.getByRole("heading", { level: 1, name: "मेरे बच्चे" })).toBeVisible();
  await expect(page.getByRole("heading", { name: `Ira Kulkarni ${suffix.slice(-4)}` })).toBeVisible();
  await expect(page.getByText("यह हफ़्ता", { exact: true })).toBeVisible();
  await expect(page.getByText("किए गए अभ्यास", { exact: true })).toBeVisible();
  await expect(page.getByText(/कोई काम बाकी नहीं/)).toBeVisible();
  expect(await seriousViolations(page), "/parentdashboard").toEqual([]);
  await fitsThePhone(page);

  // This week's summary, asked for now in Hindi, read back from the SMTP receiver.
  await page.getByRole("button", { name: "इस हफ़्ते का सार अभी ई-मेल करें" }).click();
  await expect(page.getByText("इस हफ़्ते का सार आपके ई-मेल पर भेजा जा रहा है")).toBeVisible();
  const mail = await mailbox.waitFor(email, { subject: /^गणित: आपके बच्चे का यह हफ़्ता$/ });
  expect(mail.text).toContain(childName);
  expect(mail.text).toContain("Ira ने इस हफ़्ते 0 अभ्यास किए");
  expect(mail.text).toContain("साथ में करो:");

  // The mail's one link stops the weekly summary.
  const stopLink = /https?:\/\/\S+\/parentstop#\S+/.exec(mail.text)?.[0];
  expect(stopLink, mail.text).toBeTruthy();
  await page.goto((stopLink ?? "").replace(/^https?:\/\/[^/]+/, ""));
  await appReady(page);
  await expect(page.getByRole("heading", { level: 1, name: "साप्ताहिक सार बंद करें" })).toBeVisible();
  expect(await seriousViolations(page), "/parentstop").toEqual([]);
  await page.getByRole("button", { name: "साप्ताहिक सार बंद करें" }).click();
  await expect(page.getByRole("status")).toContainText("बंद हो गया");

  // Back on the page: the weekly summary is off.
  await page.goto("/parentdashboard");
  await expect(page.getByRole("checkbox", { name: "साप्ताहिक सार मुझे ई-मेल से भेजें" })).not.toBeChecked();

  // A copy of the child's data (JSON), then its erasure, confirmed with the child's first name.
  const child = page.getByRole("group", { name: childName });
  const download = page.waitForEvent("download");
  await child.getByRole("button", { name: "डेटा डाउनलोड करें (JSON)" }).click();
  const file = await download;
  // Named for the child and the day, so two children's copies never overwrite each other.
  expect(file.suggestedFilename()).toMatch(/^ganit-[a-z0-9-]+-data-\d{4}-\d{2}-\d{2}\.json$/);
  expect(JSON.parse(readFileSync(await file.path(), "utf8")).studentId).toBe(studentId);
  await child.getByRole("button", { name: "इस बच्चे का डेटा मिटाएँ" }).click();
  const dialog = page.getByRole("dialog", { name: `${childName} का डेटा मिटाएँ?` });
  await expect(dialog).toBeVisible();
  expect(await seriousViolations(page), "the erase dialog").toEqual([]);
  await expect(dialog.getByRole("button", { name: "डेटा मिटाएँ" })).toBeDisabled();
  await dialog.getByRole("textbox").fill("Ira");
  await dialog.getByRole("button", { name: "डेटा मिटाएँ" }).click();
  await expect(page.getByText("मिटाने की पुष्टि हुई: 7 दिनों में।")).toBeVisible();
  await expect(page.getByRole("group", { name: childName })).toHaveCount(0);
  await expect(page.getByText(/अभी आपके खाते से कोई बच्चा नहीं जुड़ा है/)).toBeVisible();
});
