import { platformStatsApi, purchasesApi, ROUTES } from "@ganit/contracts";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { setLanguage } from "@/lib/i18n.ts";
import { fakeToken } from "@/lib/test-tokens.ts";
import { failingUntilRecovered, on, serveApi } from "@/test/api-handlers.ts";
import { newestToast, renderSignedIn } from "@/test/render.tsx";
import SuperadminDashboardPage from "./superadmin-dashboard-page.tsx";

const school = (id: string) => ({
  _id: id,
  name: `School ${id}`,
  udiscCode: `udise-${id}`,
  city: "Pune",
  state: "Maharashtra",
  status: "active" as const,
  createdAt: "2026-11-01T00:00:00.000Z",
});

const trend = Array.from({ length: 30 }, (_, i) => ({
  date: new Date(Date.UTC(2026, 9, 24 + i)).toISOString().slice(0, 10),
  count: i === 29 ? 3 : i % 7 === 0 ? 1 : 0,
}));

/**
 * The dashboard's API as fixed answers: status, trend, growth, the pending payments' count, the
 * discount of 5 % and the server's reply to a saved discount. `handlers` answer first.
 */
function fakeDashboardApi(...handlers: ReturnType<typeof on>[]) {
  return serveApi(
    ...handlers,
    on(platformStatsApi.schoolsStatus, {
      active: [school("a"), school("b")],
      hold: [],
      blocked: [school("c")],
      counts: { active: 142, hold: 0, blocked: 1 },
      totalStudents: 5230,
      studentsBreakdown: { schoolStudents: 5200, individualLearners: 30 },
      totalTeachers: 310,
      totalUsers: 5690,
    }),
    on(platformStatsApi.registrationTrend, trend),
    on(platformStatsApi.growthTrend, [
      { month: "2026-11", schools: 4, teachers: 9, students: 120, learners: 3 },
    ]),
    on(purchasesApi.toVerify, {
      items: [],
      total: 7,
      page: 1,
      limit: 25,
      counts: { pending: 7, verified: 2, rejected: 1 },
      filteredCounts: { pending: 7, verified: 0, rejected: 0 },
      totals: { verified: 0, pending: 0, rejected: 0 },
    }),
    on(purchasesApi.discount, 5),
    on(purchasesApi.setDiscount, (call) => ({
      message: "Discount saved",
      discount: (call.body as { discount: number }).discount,
    })),
  );
}

const open = () =>
  renderSignedIn(fakeToken("superadmin"), ROUTES.superadminDashboard, <SuperadminDashboardPage />);

describe("/superadmindashboard", () => {
  it("shows the totals, the pending payments linking to the payments, the registrations per day and growth", async () => {
    const api = fakeDashboardApi();
    open();
    expect(screen.getByText("Loading dashboard data...")).toBeTruthy();
    const cards = await screen.findByLabelText("Platform totals");
    const value = (label: string) =>
      within(cards).getByText(label).closest("div")?.querySelector("dd")?.textContent;
    expect(value("Total Schools")).toBe("142");
    expect(value("Total Students")).toBe("5,230");
    expect(within(cards).getByText("5,200 in schools · 30 individual learners")).toBeTruthy();
    expect(value("Total Teachers")).toBe("310");
    expect(value("Total Users")).toBe("5,690");
    await waitFor(() => expect(value("Payments under review")).toBe("7"));
    expect(within(cards).getByRole("link", { name: "Payments under review" }).getAttribute("href")).toBe(
      "/superadmin/payments",
    );

    expect(screen.getByRole("heading", { name: "Schools Registered Per Day" })).toBeTruthy();
    expect(screen.getByText("Last 30 days")).toBeTruthy();
    const table = screen.getByRole("table", { name: "Schools Registered Per Day" });
    expect(within(table).getAllByRole("row")).toHaveLength(31);
    expect(within(table).getByRole("rowheader", { name: "22 Nov" }).nextElementSibling?.textContent).toBe(
      "3",
    );

    expect(screen.getByRole("heading", { name: "Growth Analytics" })).toBeTruthy();
    expect(screen.getByText("Growth chart coming soon")).toBeTruthy();
    expect(await screen.findByRole("rowheader", { name: "Nov 2026" })).toBeTruthy();
    expect(api.calls.find((call) => call.url.pathname.endsWith("registration-trend"))?.url.search).toBe(
      "?days=30",
    );
  });

  it("shows 'Error Loading Dashboard' with Try Again, and the toast", async () => {
    const user = userEvent.setup();
    const status = failingUntilRecovered(platformStatsApi.schoolsStatus);
    fakeDashboardApi(status.handler);
    open();
    expect(await screen.findByRole("heading", { name: "Error Loading Dashboard" })).toBeTruthy();
    await waitFor(() => expect(newestToast()).toContain("Failed to fetch dashboard data"));
    status.recover();
    await user.click(screen.getByRole("button", { name: "Try Again" }));
    expect(await screen.findByLabelText("Platform totals")).toBeTruthy();
  });

  it("saves the schools' discount, refusing a value out of range", async () => {
    const user = userEvent.setup();
    const api = fakeDashboardApi();
    open();
    const field = (await screen.findByRole("spinbutton", { name: "Discount (%)" })) as HTMLInputElement;
    await waitFor(() => expect(field.value).toBe("5"));
    await user.clear(field);
    await user.type(field, "120");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(
      screen.getByText("Discount must be between 0 and 90 percent, with at most 2 decimals"),
    ).toBeTruthy();
    expect(api.calls.filter((call) => call.method === "PUT")).toHaveLength(0);
    await user.clear(field);
    await user.type(field, "12.5");
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(newestToast()).toContain("Discount saved"));
    expect(api.calls.find((call) => call.method === "PUT")?.body).toEqual({ discount: 12.5 });
  });

  it("speaks Hindi", async () => {
    fakeDashboardApi();
    open();
    await screen.findByLabelText("Platform totals");
    await act(async () => setLanguage("hi"));
    expect(screen.getByRole("heading", { name: "सुपर एडमिन डैशबोर्ड" })).toBeTruthy();
    expect(screen.getByText("कुल स्कूल")).toBeTruthy();
    // Purchases waiting for verification, not an order to buy.
    expect(screen.getByText("सत्यापन की प्रतीक्षा में खरीदारियाँ")).toBeTruthy();
    expect(screen.getByText("विकास चार्ट जल्द आ रहा है")).toBeTruthy();
    expect(screen.getByRole("heading", { name: "प्रतिदिन पंजीकृत स्कूल" })).toBeTruthy();
  });
});
