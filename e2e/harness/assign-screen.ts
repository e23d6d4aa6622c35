import { expect, type Page } from "@playwright/test";
import { fitsThePhone, seriousViolations } from "./pages.ts";

/**
 * The teacher on the assign screen of `section`, with all its `children` chosen: `chooseWork` picks
 * (or checks) the work, Friday is the due day, the screen fits the phone with nothing serious for axe
 * (`what`) and is photographed (`screenshot`); Assign opens the assignment's table, none done yet.
 * Answers the table's address.
 */
export async function assignedDueFriday(
  staff: Page,
  assign: {
    section: string;
    children: number;
    chooseWork: () => Promise<void>;
    what: string;
    screenshot: string;
  },
) {
  await expect(staff.getByRole("heading", { name: `Assign work to ${assign.section}` })).toBeVisible();
  await expect(
    staff.getByRole("radio", { name: `All of ${assign.section} (${assign.children} children)` }),
  ).toBeChecked();
  await assign.chooseWork();
  await staff.getByRole("button", { name: /^Friday/ }).click();
  await fitsThePhone(staff);
  expect(await seriousViolations(staff), assign.what).toEqual([]);
  await staff.screenshot({ path: assign.screenshot, fullPage: true });
  await staff.getByRole("button", { name: "Assign", exact: true }).click();
  await expect(staff).toHaveURL(/\/teacher\/assignments\/[0-9a-f-]{36}$/);
  await expect(staff.getByTestId("assignment-summary")).toHaveText(`0 of ${assign.children} done`);
  return staff.url();
}
