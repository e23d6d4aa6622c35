import type { Page } from "@playwright/test";
import { expect, test } from "../fixtures.ts";
import { DESKTOP, fitsThePhone } from "../harness/pages.ts";
import { practisingOnThisPage } from "../harness/practice-setup.ts";

/**
 * A child who reads Hindi opens a set of generated questions and an author's question with a Hindi
 * version: each question reads in Hindi, and with Hindi digits chosen, its numbers and options are
 * written in Devanagari digits too, not only the keypad.
 */
const SET = {
  mode: "practice",
  items: [
    {
      id: "half-of-ten",
      kind: "single",
      prompt: "Which is half of 10?",
      options: ["5", "2"],
      answer: 0,
      hi: { prompt: "10 का आधा कितना है?", options: ["5", "2"] },
    },
  ],
  generators: [
    { generator: "placeValue", count: 1, min: 1000, max: 9999 },
    { generator: "compareFractions", count: 1 },
  ],
};

const PUPIL = {
  course: "Hindi Practice",
  classNumber: 6,
  title: "Place value",
  set: SET,
  pupil: "Gita Hindi",
  dob: "2015-05-06",
};

const prompt = (page: Page) =>
  page.locator("#practice-question").locator("xpath=../..").locator(".practice-html").first();

test("a child who reads Hindi practises generated questions in Hindi, with Hindi digits on request", async ({
  page,
  request,
  accounts,
}, testInfo) => {
  await practisingOnThisPage(page, request, accounts, PUPIL, "hi");

  // The author's question, in its Hindi version.
  await expect(prompt(page)).toHaveText("10 का आधा कितना है?");
  await fitsThePhone(page);
  await page.getByText("हिंदी अंक (१२३)").click();
  await expect(prompt(page)).toHaveText("१० का आधा कितना है?");
  await expect(page.getByRole("radio").first().locator("xpath=..")).toContainText("५");
  await page.screenshot({ path: testInfo.outputPath("hindi-authored-390.png"), fullPage: true });

  // The generated place-value question, written in Hindi with Devanagari digits.
  await page.getByRole("radio").first().check({ force: true });
  await page.getByRole("button", { name: "जाँचें" }).click();
  await page.getByRole("button", { name: "अगला प्रश्न" }).click();
  await expect(prompt(page)).toContainText("का स्थानीय मान क्या है?");
  await expect(prompt(page)).not.toContainText(/[0-9]/);
  await page.screenshot({ path: testInfo.outputPath("hindi-place-value-390.png"), fullPage: true });
  await page.setViewportSize(DESKTOP);
  await page.screenshot({ path: testInfo.outputPath("hindi-place-value-1280.png"), fullPage: true });
});
