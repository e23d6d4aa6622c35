import { AUDIT_ACTIONS, AUDIT_TARGET_TYPES, auditApi, ROUTES } from "@ganit/contracts";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import i18n from "@/lib/i18n.ts";
import { badGateway, failure, on } from "@/test/api-handlers.ts";
import { sunriseSchoolAnswer } from "@/test/fixtures.ts";
import { selectNamed } from "@/test/forms.ts";
import { switchToHindiOnceListed } from "@/test/lists.ts";
import { newestToast, rowOf, rowShowing } from "@/test/render.tsx";
import AuditPage from "./audit-page.tsx";
import { actionKey } from "./i18n.ts";
import { fakeAuditApi, OPERATOR_ID, renderScreen, SCHOOL_ID } from "./test-api.tsx";

const open = (query = "") =>
  renderScreen(ROUTES.superadminAudit, <AuditPage />, `${ROUTES.superadminAudit}${query}`);
const school = sunriseSchoolAnswer(SCHOOL_ID);

describe("/superadmin/audit", () => {
  it("shows who did what, to whom, when and from where, newest first", async () => {
    const { calls } = fakeAuditApi();
    open();
    expect(await screen.findByRole("heading", { name: "Audit trail", level: 1 })).toBeTruthy();
    const approval = within(await rowOf("Payment approved"));
    expect(approval.getByRole("button", { name: "Show only the actions of Anita Verifier" })).toBeTruthy();
    expect(approval.getByText(/^superadmin · Super ?admin$/i)).toBeTruthy();
    expect(approval.getByText("UTR 401234567890")).toBeTruthy();
    expect(approval.getByText("203.0.113.7")).toBeTruthy();
    expect(approval.getByText(/20 Nov 2026, 12:00:00/)).toBeTruthy();
    await rowShowing("Sign-in failed", ["Someone not signed in", "tried “principal”"]);
    expect(
      calls.find((call) => call.url.pathname === "/api/superadmin/audit")?.url.searchParams.get("order"),
    ).toBe("desc");
  });

  it("keeps its filters in the URL and narrows to a row's school or person", async () => {
    const user = userEvent.setup();
    const { calls } = fakeAuditApi(school);
    const router = open();
    const approval = within(await rowOf("Payment approved"));
    await user.click(approval.getByRole("button", { name: "Show only the trail of Sunrise Public School" }));
    await waitFor(() => expect(router.state.location.search).toBe(`?schoolId=${SCHOOL_ID}`));
    expect(await screen.findByText("Sunrise Public School", { selector: "strong" })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole("cell", { name: /Sign-in failed/ })).toBeNull());

    await user.selectOptions(screen.getByRole("combobox", { name: "Action" }), "purchase.approved");
    await user.type(screen.getByLabelText("From date"), "01-11-2026");
    await waitFor(() =>
      expect(router.state.location.search).toBe(
        `?action=purchase.approved&schoolId=${SCHOOL_ID}&from=2026-11-01`,
      ),
    );
    const last = calls.at(-1)?.url.searchParams;
    expect(last?.get("action")).toBe("purchase.approved");
    expect(last?.get("from")).toBe("2026-11-01");

    await user.click(screen.getByRole("button", { name: "Show only the actions of Anita Verifier" }));
    await waitFor(() => expect(router.state.location.search).toContain(`actorId=${OPERATOR_ID}`));
    await user.click(await screen.findByRole("button", { name: "Show everyone" }));
    await user.click(screen.getByRole("button", { name: "Show all schools" }));
    await waitFor(() =>
      expect(router.state.location.search).toBe("?action=purchase.approved&from=2026-11-01"),
    );
  });

  it("opens filtered from a link", async () => {
    const { calls } = fakeAuditApi(school);
    open(`?schoolId=${SCHOOL_ID}&action=student.bulk_added`);
    expect(await rowOf("Students uploaded")).toBeTruthy();
    const asked = calls.filter((call) => call.url.pathname === "/api/superadmin/audit");
    expect(asked[0]?.url.searchParams.get("schoolId")).toBe(SCHOOL_ID);
    expect(selectNamed("Action").value).toBe("student.bulk_added");
  });

  it("says when nothing matches, and when the trail cannot load", async () => {
    fakeAuditApi(on(auditApi.list, { items: [], total: 0, page: 1, limit: 25 }));
    open("?action=course.deleted");
    expect(await screen.findByText("Nothing matches your search")).toBeTruthy();
    fakeAuditApi(on(auditApi.list, badGateway));
    open();
    await waitFor(() => expect(newestToast()).toContain("Failed to load the audit trail"));
  });

  it("downloads the trail with the screen's filters, and says when a filter matches too much", async () => {
    const user = userEvent.setup();
    // jsdom keeps no files: the link the download clicks needs an address for the blob.
    const created: Blob[] = [];
    URL.createObjectURL = (blob: Blob) => {
      created.push(blob);
      return "blob:audit";
    };
    URL.revokeObjectURL = () => {};
    const { calls } = fakeAuditApi(
      school,
      on(auditApi.export, (call) =>
        call.url.searchParams.get("format") === "csv" ? "When,Action\r\n" : undefined,
      ),
      on(auditApi.export, failure(400, "auditExportTooLarge")),
    );
    open(`?schoolId=${SCHOOL_ID}&action=purchase.approved&page=2`);
    await rowOf("Payment approved");
    await user.click(screen.getByRole("button", { name: "Download CSV" }));
    await waitFor(() => expect(created).toHaveLength(1));
    const asked = calls.filter((call) => call.url.pathname === "/api/superadmin/audit/export");
    const params = asked[0]?.url.searchParams;
    expect(params?.get("schoolId")).toBe(SCHOOL_ID);
    expect(params?.get("action")).toBe("purchase.approved");
    expect(params?.get("format")).toBe("csv");
    expect(params?.get("order")).toBe("desc");
    expect(params?.has("page")).toBe(false);
    await user.click(screen.getByRole("button", { name: "Download .xlsx" }));
    await waitFor(() => expect(newestToast()).toContain("Please narrow the filter"));
  });

  it("names every action and target the server records, in English and Hindi", () => {
    for (const language of ["en", "hi"]) {
      for (const action of AUDIT_ACTIONS)
        expect(i18n.getResource(language, "auditTrail", `actions.${actionKey(action)}`), action).toBeTruthy();
      for (const type of AUDIT_TARGET_TYPES)
        expect(i18n.getResource(language, "auditTrail", `targets.${type}`), type).toBeTruthy();
    }
  });

  it("speaks Hindi", async () => {
    fakeAuditApi();
    open();
    await switchToHindiOnceListed("Payment approved");
    expect(screen.getByRole("heading", { name: "ऑडिट ट्रेल", level: 1 })).toBeTruthy();
    expect(screen.getByRole("cell", { name: /भुगतान स्वीकृत/ })).toBeTruthy();
    expect(screen.getByRole("columnheader", { name: /कहाँ से/ })).toBeTruthy();
    expect(screen.getByRole("button", { name: "CSV डाउनलोड करें" })).toBeTruthy();
  });
});
