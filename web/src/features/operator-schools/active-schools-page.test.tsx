import { operatorSchoolsApi, ROUTES } from "@ganit/contracts";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { downloadedSheet } from "@/components/bulk-upload/test-downloads.ts";
import { setLanguage } from "@/lib/i18n.ts";
import { badGateway, on } from "@/test/api-handlers.ts";
import { optionTexts } from "@/test/forms.ts";
import { searchedTo } from "@/test/lists.ts";
import { newestToast } from "@/test/render.tsx";
import ActiveSchoolsPage from "./active-schools-page.tsx";
import { fakeSchoolsApi, REPLIES, renderScreen, schools } from "./test-api.tsx";

afterEach(() => setLanguage("en"));

const renderList = (query = "") =>
  renderScreen(
    ROUTES.superadminActiveSchools,
    <ActiveSchoolsPage />,
    `${ROUTES.superadminActiveSchools}${query}`,
  );
const rowOf = async (name: string) =>
  (await screen.findByRole("cell", { name: new RegExp(`^${name}`) })).closest("tr") as HTMLElement;
const lastList = (calls: { method: string; url: URL }[]) =>
  calls.filter((call) => call.method === "GET" && call.url.pathname.endsWith("active-schools")).at(-1);

describe("/superadmin/activeschools", () => {
  it("lists the schools with their counts and status colours; a row opens to contact, details and courses", async () => {
    const user = userEvent.setup();
    fakeSchoolsApi();
    renderList();
    expect(await screen.findByRole("heading", { name: "Schools" })).toBeTruthy();
    const sunrise = within(await rowOf("Sunrise Public School"));
    expect(sunrise.getByText("UDISE 29120300101")).toBeTruthy();
    expect(sunrise.getByText("Mysuru, Karnataka")).toBeTruthy();
    expect(sunrise.getByText("120")).toBeTruthy();
    expect(sunrise.getByText("Active").closest("[data-tone]")?.getAttribute("data-tone")).toBe("success");
    const valley = within(await rowOf("Green Valley School"));
    expect(valley.getByText("On Hold").closest("[data-tone]")?.getAttribute("data-tone")).toBe("warning");
    // The held school offers Reactivate and Block, not Hold; the active one Hold and Block.
    expect(valley.getByRole("button", { name: "Reactivate Green Valley School" })).toBeTruthy();
    expect(valley.queryByRole("button", { name: /^Put Green Valley/ })).toBeNull();
    expect(sunrise.getByRole("button", { name: "Put Sunrise Public School on hold" })).toBeTruthy();
    // Quiet row buttons: no solid red on the rows.
    expect(sunrise.getByRole("button", { name: "Block Sunrise Public School" }).className).not.toMatch(
      /bg-danger-700/,
    );
    expect(
      sunrise.getByRole("link", { name: "Add courses for Sunrise Public School" }).getAttribute("href"),
    ).toBe("/superadmin/addcourses?schoolId=8f9a2b1c-0d3e-4f5a-9b6c-7d8e9f0a1b2c");

    const toggle = sunrise.getByRole("button", { name: "Details of Sunrise Public School" });
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    await user.click(toggle);
    expect(toggle.getAttribute("aria-expanded")).toBe("true");
    const details = screen.getByRole("region", { name: "Details of Sunrise Public School" });
    expect(document.getElementById(toggle.getAttribute("aria-controls") ?? "")?.contains(details)).toBe(true);
    const inDetails = within(details);
    expect(inDetails.getByText("office@sunrise.example")).toBeTruthy();
    expect(inDetails.getByText("12 Temple Road, Mysuru")).toBeTruthy();
    expect(inDetails.getByText("570009")).toBeTruthy();
    expect(inDetails.getByText("29120300101")).toBeTruthy();
    // Registered on, and active since (never held).
    expect(inDetails.getAllByText("01-09-2026")).toHaveLength(2);
    expect(inDetails.getByText("Vedic Maths")).toBeTruthy();
    expect(inDetails.getByText(/Class 6 · 40 seats, Class 7 · on hold/)).toBeTruthy();
    expect(inDetails.getByText("Geometry")).toBeTruthy();
    // Reconciliation starts from the school: its payments of every status, and its audit trail.
    expect(inDetails.getByRole("link", { name: "Payments" }).getAttribute("href")).toBe(
      "/superadmin/payments?schoolId=8f9a2b1c-0d3e-4f5a-9b6c-7d8e9f0a1b2c&status=all",
    );
    expect(inDetails.getByRole("link", { name: "Audit trail" }).getAttribute("href")).toBe(
      "/superadmin/audit?schoolId=8f9a2b1c-0d3e-4f5a-9b6c-7d8e9f0a1b2c",
    );
    await user.click(toggle);
    expect(screen.queryByRole("region", { name: "Details of Sunrise Public School" })).toBeNull();
  });

  it("searches by UDISE code and filters by state and status, all in the URL and asked of the server", async () => {
    const user = userEvent.setup();
    const api = fakeSchoolsApi();
    const router = renderList();
    await rowOf("Sunrise Public School");
    await searchedTo(user, router, "27250100202{Enter}", "?search=27250100202");
    await waitFor(() => expect(screen.queryByRole("cell", { name: /^Sunrise/ })).toBeNull());
    expect(screen.getByRole("cell", { name: /^Green Valley School/ })).toBeTruthy();
    expect(lastList(api.calls)?.url.search).toBe(
      "?page=1&limit=25&sort=schoolName&order=asc&search=27250100202",
    );

    await user.selectOptions(screen.getByRole("combobox", { name: "State" }), "Maharashtra");
    await user.selectOptions(screen.getByRole("combobox", { name: "Status" }), "hold");
    await waitFor(() => expect(router.state.location.search).toContain("status=hold"));
    expect(router.state.location.search).toContain("state=Maharashtra");
    await waitFor(() => expect(lastList(api.calls)?.url.searchParams.get("status")).toBe("hold"));
    expect(lastList(api.calls)?.url.searchParams.get("state")).toBe("Maharashtra");
    expect(optionTexts("Status")).toEqual(["All statuses", "Active", "On Hold", "Blocked"]);
  });

  it("says 'No schools found' in a toast and on the screen when the list is empty", async () => {
    fakeSchoolsApi([]);
    renderList();
    expect(await screen.findByText("No schools found")).toBeTruthy();
    await waitFor(() => expect(newestToast()).toBe("No schools found"));
  });

  it("refreshes with 'Data refreshed successfully', and says 'Failed to refresh data' when it fails", async () => {
    const user = userEvent.setup();
    fakeSchoolsApi();
    renderList();
    await rowOf("Sunrise Public School");
    await user.click(screen.getByRole("button", { name: "Refresh" }));
    await waitFor(() => expect(newestToast()).toBe("Data refreshed successfully"));
    fakeSchoolsApi(schools(), on(operatorSchoolsApi.list, badGateway));
    await user.click(screen.getByRole("button", { name: "Refresh" }));
    await waitFor(() => expect(newestToast()).toBe("Failed to refresh data"));
  });

  it("holds a school with a reason (red only in the dialog) and reactivates one", async () => {
    const user = userEvent.setup();
    const api = fakeSchoolsApi();
    renderList();
    const sunrise = within(await rowOf("Sunrise Public School"));
    await user.click(sunrise.getByRole("button", { name: "Put Sunrise Public School on hold" }));
    const dialog = await screen.findByRole("dialog", { name: "Put the school on hold" });
    const confirm = within(dialog).getByRole("button", { name: "Put on hold" });
    expect(confirm.className).toMatch(/bg-danger-700/);
    await user.click(confirm);
    expect(within(dialog).getByText("Please give a reason")).toBeTruthy();
    expect(api.calls.some((call) => call.method === "PUT")).toBe(false);
    await user.type(within(dialog).getByRole("textbox", { name: /Reason/ }), "Payment dispute");
    await user.click(confirm);
    await waitFor(() => expect(newestToast()).toBe(REPLIES.held.message));
    const put = api.calls.find((call) => call.method === "PUT");
    expect(put?.url.pathname).toBe("/api/superadmin/schools/8f9a2b1c-0d3e-4f5a-9b6c-7d8e9f0a1b2c/status");
    expect(put?.body).toEqual({ status: "hold", reason: "Payment dispute" });
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());

    const valley = within(await rowOf("Green Valley School"));
    await user.click(valley.getByRole("button", { name: "Reactivate Green Valley School" }));
    const again = await screen.findByRole("dialog", { name: "Reactivate the school" });
    await user.click(within(again).getByRole("button", { name: "Reactivate" }));
    await waitFor(() => expect(newestToast()).toBe(REPLIES.activated.message));
    expect(api.calls.filter((call) => call.method === "PUT").at(-1)?.body).toEqual({ status: "active" });
  });

  it("exports the filtered rows to .xlsx, formula-like cells neutralized", async () => {
    const user = userEvent.setup({ delay: null });
    const api = fakeSchoolsApi();
    const { name, rows } = await downloadedSheet(async () => {
      renderList("?state=Maharashtra");
      await rowOf("Green Valley School");
      await user.click(screen.getByRole("button", { name: "Export" }));
    });
    expect(name).toBe("schools.xlsx");
    const exportCall = api.calls.find((call) => call.url.searchParams.get("limit") === "100");
    expect(exportCall?.url.searchParams.get("state")).toBe("Maharashtra");
    expect(rows[0]?.slice(0, 4)).toEqual(["School", "UDISE code", "E-mail", "Phone"]);
    expect(rows).toHaveLength(2);
    expect(rows[1]?.slice(0, 3)).toEqual([
      "Green Valley School",
      "27250100202",
      '\'=HYPERLINK("http://evil.example")',
    ]);
    expect(rows[1]?.slice(9, 12)).toEqual(["On Hold", "Payment dispute", "10-10-2026"]);
  });

  it("speaks Hindi", async () => {
    fakeSchoolsApi();
    await act(async () => setLanguage("hi"));
    renderList();
    expect(await screen.findByRole("heading", { name: "स्कूल" })).toBeTruthy();
    const valley = within(await rowOf("Green Valley School"));
    expect(valley.getByText("रोका गया")).toBeTruthy();
    expect(valley.getByRole("button", { name: "Green Valley School को फिर से सक्रिय करें" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "रीफ़्रेश करें" })).toBeTruthy();
  });
});
