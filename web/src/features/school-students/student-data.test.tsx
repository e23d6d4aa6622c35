import { MESSAGES, printingApi, privacyApi, ROUTES } from "@ganit/contracts";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { downloadedBy, pdfFile } from "@/components/bulk-upload/test-downloads.ts";
import { setLanguage } from "@/lib/i18n.ts";
import { addressesUnder, on, onFile } from "@/test/api-handlers.ts";
import { fakeStudentApi, openAsha, renderScreen } from "./test-api.tsx";
import ViewStudentsPage from "./view-students-page.tsx";

const renderList = () => renderScreen(ROUTES.schoolViewStudents, <ViewStudentsPage />);

const XLSX_BYTES = new TextEncoder().encode("PK-workbook");

afterEach(() => setLanguage("en"));

describe("/school/viewstudents: a pupil's data", { timeout: 20_000 }, () => {
  it("downloads the pupil's data as JSON and as Excel from their details", async () => {
    const user = userEvent.setup({ delay: null });
    const api = fakeStudentApi(
      undefined,
      on(privacyApi.studentExport, (call) =>
        call.url.searchParams.get("format") === "json"
          ? { exportedAt: "2026-11-27T10:00:00.000Z", studentId: "student-1", tables: { users: [] } }
          : undefined,
      ),
    );
    const [file] = await downloadedBy(async () => {
      renderList();
      const details = await openAsha(user);
      await user.click(within(details).getByRole("button", { name: "Download data (JSON)" }));
    });
    expect(file?.name).toBe("student-1001.json");
    expect(JSON.parse((await file?.blob.text()) ?? "{}").studentId).toBe("student-1");
    expect(addressesUnder(api.calls, "/api/privacy/students/student-1/export")).toEqual([
      "/api/privacy/students/student-1/export?format=json",
    ]);
  });

  it("prints the child's report for the parents' meeting from their details", async () => {
    const user = userEvent.setup({ delay: null });
    const api = fakeStudentApi(undefined, onFile(printingApi.childReport, pdfFile("r.pdf")));
    await downloadedBy(async () => {
      renderList();
      const details = await openAsha(user);
      const report = within(details).getByRole("group", { name: "Print this child's report" });
      await user.click(within(report).getByRole("button", { name: "Print report (English)" }));
    });
    expect(addressesUnder(api.calls, "/api/print/")).toEqual(["/api/print/child-reports/student-1?lang=en"]);
  });

  it("the Excel copy is saved under the server's file name", async () => {
    const user = userEvent.setup({ delay: null });
    fakeStudentApi(
      undefined,
      onFile(privacyApi.studentExport, {
        bytes: XLSX_BYTES,
        type: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
        name: "ganit-student-student-1.xlsx",
      }),
    );
    const [file] = await downloadedBy(async () => {
      renderList();
      const details = await openAsha(user);
      await user.click(within(details).getByRole("button", { name: "Download data (Excel)" }));
    });
    expect(file?.name).toBe("ganit-student-student-1.xlsx");
    expect(await file?.blob.text()).toBe("PK-workbook");
  });

  it("erases the pupil's data only after a dialog that names them; cancel sends nothing", async () => {
    const user = userEvent.setup({ delay: null });
    const api = fakeStudentApi(
      undefined,
      on(privacyApi.studentErase, { message: MESSAGES.erasureQueued, key: "erasureQueued" }, { status: 201 }),
    );
    renderList();
    let details = await openAsha(user);
    await user.click(within(details).getByRole("button", { name: "Erase this child's data" }));
    let dialog = await screen.findByRole("dialog", { name: "Erase this child's data" });
    expect(within(dialog).getByText("Erase all data of Asha Verma (roll number 1001)?")).toBeTruthy();
    expect(within(dialog).getByText(/answers, progress, levels, codes and parent links/)).toBeTruthy();
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(api.calls.some((call) => call.method === "POST")).toBe(false);

    details = await openAsha(user);
    await user.click(within(details).getByRole("button", { name: "Erase this child's data" }));
    dialog = await screen.findByRole("dialog", { name: "Erase this child's data" });
    await user.click(within(dialog).getByRole("button", { name: "Erase the data" }));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Erase this child's data" })).toBeNull());
    const post = api.calls.filter((call) => call.method === "POST");
    expect(post.map((call) => call.url.pathname)).toEqual(["/api/privacy/students/student-1/erase"]);
  });

  it("speaks Hindi", async () => {
    setLanguage("hi");
    const user = userEvent.setup({ delay: null });
    fakeStudentApi();
    renderList();
    const details = await openAsha(user, "Asha Verma को देखें");
    expect(within(details).getByRole("button", { name: "डेटा डाउनलोड करें (JSON)" })).toBeTruthy();
    expect(within(details).getByRole("button", { name: "डेटा डाउनलोड करें (Excel)" })).toBeTruthy();
    await user.click(within(details).getByRole("button", { name: "इस बच्चे का डेटा मिटाएँ" }));
    const dialog = await screen.findByRole("dialog", { name: "इस बच्चे का डेटा मिटाएँ" });
    expect(within(dialog).getByText("Asha Verma (रोल नंबर 1001) का सारा डेटा मिटाएँ?")).toBeTruthy();
  });
});
