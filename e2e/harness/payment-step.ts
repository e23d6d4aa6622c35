import { MESSAGES } from "@ganit/contracts";
import { expect, type Page } from "@playwright/test";

/**
 * The buying wizards' UPI payment step: sent empty (`submit` is the step's button), it asks for the
 * UTR and for the agreement to the terms; then `utr` is typed and the non-refundable terms agreed.
 */
export async function paymentDetailsFilled(page: Page, submit: string, utr: string) {
  await page.getByRole("button", { name: submit }).click();
  await expect(page.getByText(MESSAGES.utrRequired)).toBeVisible();
  await expect(page.getByText(MESSAGES.agreeToTerms)).toBeVisible();
  await page.getByRole("textbox", { name: "UTR number" }).fill(utr);
  await page.getByRole("checkbox", { name: /non-refundable/ }).check();
}
