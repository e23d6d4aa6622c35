import { MESSAGES, parentsApi, printingApi, privacyApi, ROUTES } from "@ganit/contracts";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { catchDownloads, downloadedBy, pdfFile } from "@/components/bulk-upload/test-downloads.ts";
import { setLanguage } from "@/lib/i18n.ts";
import { fakeToken } from "@/lib/test-tokens.ts";
import { addressesUnder, apiCalls, on, onFile, rawReply, serveApi } from "@/test/api-handlers.ts";
import { renderSignedIn } from "@/test/render.tsx";
import ParentDashboardPage from "./parent-dashboard-page.tsx";

const CHILDREN = {
  items: [
    { id: "child-1", name: "Asha Verma", class: 4, section: "B", schoolName: "Sunrise Public School" },
    { id: "child-2", name: "Kabir Verma", class: 6, section: null, schoolName: "Sunrise Public School" },
  ],
  settings: { language: "en" as const, weeklySummary: true },
  hasEmail: true,
};

function fakeParentApi(...handlers: ReturnType<typeof on>[]) {
  serveApi(
    ...handlers,
    on(parentsApi.children, CHILDREN),
    // The week card is not what these tests look at.
    on(parentsApi.childWeek, rawReply(404, { message: MESSAGES.notFound, key: "notFound" })),
  );
}

const renderDashboard = () =>
  renderSignedIn(fakeToken("parent", "Sunita Verma"), ROUTES.parentDashboard, <ParentDashboardPage />);

/** The phone's day, as the file name writes it. */
const today = () => {
  const now = new Date();
  const two = (n: number) => String(n).padStart(2, "0");
  return `${now.getFullYear()}-${two(now.getMonth() + 1)}-${two(now.getDate())}`;
};

const childGroup = async (name: string) => screen.findByRole("group", { name });

afterEach(() => setLanguage("en"));

describe("/parentdashboard: each child's data", { timeout: 20_000 }, () => {
  it("downloads one child's data as Excel, named after the child and the day", async () => {
    const user = userEvent.setup({ delay: null });
    fakeParentApi(
      onFile(privacyApi.childExport, {
        bytes: new TextEncoder().encode("PK-workbook"),
        type: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
        name: "ganit-student-child-2.xlsx",
      }),
    );
    const [file] = await downloadedBy(async () => {
      renderDashboard();
      const kabir = await childGroup("Kabir Verma");
      await user.click(within(kabir).getByRole("button", { name: "Download data (Excel)" }));
    });
    expect(file?.name).toBe(`ganit-kabir-data-${today()}.xlsx`);
    const asked = apiCalls().filter((call) => call.url.pathname.endsWith("/export"));
    expect(asked.map((call) => `${call.url.pathname}${call.url.search}`)).toEqual([
      "/api/parents/children/child-2/export?format=xlsx",
    ]);
  });

  it("the JSON copy is saved as a .json file", async () => {
    const user = userEvent.setup({ delay: null });
    fakeParentApi(
      on(privacyApi.childExport, {
        exportedAt: "2026-11-27T10:00:00.000Z",
        studentId: "child-1",
        tables: {},
      }),
    );
    const [file] = await downloadedBy(async () => {
      renderDashboard();
      await user.click(
        within(await childGroup("Asha Verma")).getByRole("button", { name: "Download data (JSON)" }),
      );
    });
    expect(file?.name).toBe(`ganit-asha-data-${today()}.json`);
    expect(JSON.parse((await file?.blob.text()) ?? "{}").studentId).toBe("child-1");
  });

  it("runs one export for a double tap, and names each child's file apart", async () => {
    fakeParentApi(
      on(privacyApi.childExport, (call) => ({
        exportedAt: "2026-11-27T10:00:00.000Z",
        studentId: call.url.pathname.split("/")[4] ?? "",
        tables: {},
      })),
    );
    const downloads = catchDownloads();
    try {
      renderDashboard();
      const button = within(await childGroup("Asha Verma")).getByRole("button", {
        name: "Download data (JSON)",
      });
      fireEvent.click(button);
      fireEvent.click(button);
      await waitFor(() => expect(downloads.files).toHaveLength(1));
      await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
      expect(apiCalls().filter((call) => call.url.pathname.endsWith("/export"))).toHaveLength(1);

      fireEvent.click(
        within(await childGroup("Kabir Verma")).getByRole("button", { name: "Download data (JSON)" }),
      );
      await waitFor(() => expect(downloads.files).toHaveLength(2));
      expect(downloads.files.map((file) => file.name)).toEqual([
        `ganit-asha-data-${today()}.json`,
        `ganit-kabir-data-${today()}.json`,
      ]);
    } finally {
      downloads.restore();
    }
  });

  it("erases a child's data only after the dialog names the child and their first name is typed", async () => {
    const user = userEvent.setup({ delay: null });
    fakeParentApi(
      on(privacyApi.childErase, { message: MESSAGES.erasureQueued, key: "erasureQueued" }, { status: 201 }),
    );
    renderDashboard();
    await user.click(
      within(await childGroup("Asha Verma")).getByRole("button", { name: "Erase this child's data" }),
    );
    const dialog = await screen.findByRole("dialog", { name: "Erase Asha Verma's data?" });
    expect(
      within(dialog).getByText(
        /Asha Verma's account, answers, progress, levels and codes are erased within 7 days/,
      ),
    ).toBeTruthy();
    const confirm = within(dialog).getByRole("button", { name: "Erase the data" });
    expect((confirm as HTMLButtonElement).disabled).toBe(true);
    const typed = within(dialog).getByRole("textbox", {
      name: "To confirm, type the child's first name: Asha",
    });
    await user.type(typed, "Kabir");
    expect((confirm as HTMLButtonElement).disabled).toBe(true);
    await user.clear(typed);
    await user.type(typed, " asha ");
    expect((confirm as HTMLButtonElement).disabled).toBe(false);
    await user.click(confirm);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    // The child leaves the page at once; the other child stays.
    expect(screen.queryByRole("group", { name: "Asha Verma" })).toBeNull();
    expect(screen.getByRole("group", { name: "Kabir Verma" })).toBeTruthy();
    const posts = apiCalls().filter((call) => call.method === "POST");
    expect(posts.map((call) => call.url.pathname)).toEqual(["/api/parents/children/child-1/erase"]);
  });

  it("speaks Hindi", async () => {
    setLanguage("hi");
    const user = userEvent.setup({ delay: null });
    fakeParentApi();
    renderDashboard();
    const asha = await childGroup("Asha Verma");
    expect(within(asha).getByRole("button", { name: "डेटा डाउनलोड करें (JSON)" })).toBeTruthy();
    expect(within(asha).getByRole("button", { name: "डेटा डाउनलोड करें (Excel)" })).toBeTruthy();
    await user.click(within(asha).getByRole("button", { name: "इस बच्चे का डेटा मिटाएँ" }));
    const dialog = await screen.findByRole("dialog", { name: "Asha Verma का डेटा मिटाएँ?" });
    expect(
      within(dialog).getByRole("textbox", { name: "पुष्टि के लिए बच्चे का पहला नाम लिखें: Asha" }),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole("button", { name: "रद्द करें" }));
    expect(apiCalls().some((call) => call.method === "POST")).toBe(false);
  });
});

describe("/parentdashboard: each child's report for the parents' meeting", { timeout: 20_000 }, () => {
  it("prints one child's report in Hindi from the server", async () => {
    const user = userEvent.setup({ delay: null });
    fakeParentApi(onFile(printingApi.childReport, pdfFile("r.pdf")));
    await downloadedBy(async () => {
      renderDashboard();
      const kabir = await childGroup("Print Kabir Verma's report");
      await user.click(within(kabir).getByRole("button", { name: "Print report (Hindi)" }));
    });
    expect(addressesUnder(apiCalls(), "/api/print/")).toEqual(["/api/print/child-reports/child-2?lang=hi"]);
  });
});
