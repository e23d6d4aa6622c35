import { noPurchaseSchoolsList, ROUTES } from "@ganit/contracts";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { downloadedSheet } from "@/components/bulk-upload/test-downloads.ts";
import { setLanguage } from "@/lib/i18n.ts";
import { badGateway, on, serveApi } from "@/test/api-handlers.ts";
import { columnHeadings, detailsShowing } from "@/test/lists.ts";
import { closeDialog, rowOf } from "@/test/render.tsx";
import NoPurchaseSchoolsPage from "./no-purchase-schools-page.tsx";
import { fakeNoPurchaseApi, renderAs } from "./test-api.tsx";

afterEach(() => setLanguage("en"));

describe("/superadmin/nopurchase and /admin/nopurchases", () => {
  it("lists the schools with the spec's columns and status colours, and opens a school's details", async () => {
    const user = userEvent.setup();
    const api = fakeNoPurchaseApi();
    renderAs("superadmin", ROUTES.superadminNoPurchase, <NoPurchaseSchoolsPage />);
    expect(await screen.findByRole("heading", { name: "Schools with No Purchases" })).toBeTruthy();
    await rowOf("Anand Vidyalaya");
    expect(columnHeadings()).toEqual(["School Name", "UDISE Code", "City", "State", "Status", "Actions"]);
    const tone = async (name: string) =>
      (await rowOf(name)).querySelector("[data-tone]")?.getAttribute("data-tone");
    expect(await tone("Anand Vidyalaya")).toBe("success");
    expect(await tone("Bal Bharati")).toBe("warning");
    expect(await tone("Carmel")).toBe("danger");
    expect(api.calls.at(-1)?.url.search).toBe("?page=1&limit=25&sort=name&order=asc");

    const dialog = await detailsShowing(user, "Bal Bharati", [
      "On Hold",
      "00000002",
      "office2@school.test",
      "N/A",
      "12 Station Road",
      "Jaipur",
      "Rajasthan",
      "452001",
      "14 Sept 2026",
    ]);
    for (const label of [
      "Status",
      "UDISE Code",
      "Email",
      "Phone",
      "Address",
      "City",
      "District",
      "State",
      "Pincode",
      "Created Date",
    ])
      expect(within(dialog).getByText(label)).toBeTruthy();
    await closeDialog(user, dialog);
  });

  it("searches on the server and offers Clear Search when no school matches", async () => {
    const user = userEvent.setup();
    const api = fakeNoPurchaseApi();
    const router = renderAs(
      "admin",
      ROUTES.adminNoPurchases,
      <NoPurchaseSchoolsPage />,
      `${ROUTES.adminNoPurchases}?page=2`,
    );
    await screen.findByRole("heading", { name: "Schools with No Purchases" });
    await user.type(screen.getByRole("searchbox", { name: "Search" }), "nothing{Enter}");
    expect(await screen.findByText("No schools found")).toBeTruthy();
    expect(router.state.location.search).toBe("?search=nothing");
    expect(api.calls.at(-1)?.url.searchParams.get("search")).toBe("nothing");
    await user.click(screen.getByRole("button", { name: "Clear Search" }));
    await waitFor(() => expect(router.state.location.search).toBe(""));
    expect(await rowOf("Anand Vidyalaya")).toBeTruthy();
  });

  it("says 'Error fetching schools' when the list cannot load", async () => {
    serveApi(on(noPurchaseSchoolsList, badGateway));
    renderAs("superadmin", ROUTES.superadminNoPurchase, <NoPurchaseSchoolsPage />);
    // In the table with Try again, and once as a toast.
    await waitFor(() => expect(screen.getAllByText("Error fetching schools")).toHaveLength(2));
    expect(screen.getByRole("button", { name: /try again/i })).toBeTruthy();
  });

  it("exports the filtered rows as a formula-safe .xlsx", async () => {
    const user = userEvent.setup();
    const api = fakeNoPurchaseApi();
    const { name, rows } = await downloadedSheet(async () => {
      renderAs(
        "superadmin",
        ROUTES.superadminNoPurchase,
        <NoPurchaseSchoolsPage />,
        `${ROUTES.superadminNoPurchase}?search=a`,
      );
      await rowOf("Anand Vidyalaya");
      await user.click(screen.getByRole("button", { name: "Export .xlsx" }));
    });
    const exportCall = api.calls.at(-1);
    expect(exportCall?.url.searchParams.get("search")).toBe("a");
    expect(exportCall?.url.searchParams.get("limit")).toBe("100");
    expect(name).toMatch(/^schools-no-purchases-\d{4}-\d{2}-\d{2}\.xlsx$/);
    expect(rows[0]?.slice(0, 3)).toEqual(["School Name", "UDISE Code", "Email"]);
    expect(rows).toHaveLength(4);
    expect(rows[3]?.[0]).toBe('\'=HYPERLINK("http://x") Carmel');
  });

  it("speaks Hindi", async () => {
    setLanguage("hi");
    fakeNoPurchaseApi();
    renderAs("admin", ROUTES.adminNoPurchases, <NoPurchaseSchoolsPage />);
    expect(await screen.findByRole("heading", { name: "बिना खरीद वाले स्कूल" })).toBeTruthy();
    expect(await screen.findByText("रोका गया")).toBeTruthy();
    expect(screen.getAllByRole("button", { name: /का विवरण देखें/ })).toHaveLength(3);
  });
});
