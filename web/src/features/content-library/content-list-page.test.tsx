import { contentApi, MESSAGES, ROUTES } from "@ganit/contracts";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { setLanguage } from "@/lib/i18n.ts";
import { failure, networkError, on, rawReply } from "@/test/api-handlers.ts";
import { optionValues, selectNamed } from "@/test/forms.ts";
import { columnHeadings } from "@/test/lists.ts";
import ContentListPage from "./content-list-page.tsx";
import { fakeContentApi, REPLIES, renderScreen } from "./test-api.tsx";

const renderList = (query = "") =>
  renderScreen(ROUTES.content, <ContentListPage />, `${ROUTES.content}${query}`);
const rows = () => screen.getAllByRole("row").slice(1);

describe("/content", { timeout: 20_000 }, () => {
  it("shows the spec's columns, a View Details link to a new tab on /viewresource, and pages on the server", async () => {
    const { calls } = fakeContentApi();
    renderList();
    await screen.findByRole("cell", { name: "Page 1" });
    expect(columnHeadings()).toEqual([
      "Course Name",
      "Class",
      "Topic",
      "Subtopic",
      "Content Name",
      "Used in",
      "View Details",
      "Delete",
    ]);
    const view = screen.getByRole("link", { name: "View details of Page 1 (opens in a new tab)" });
    expect(view.getAttribute("href")).toBe("/viewresource/00000000-0000-4000-8000-000000000001");
    expect(view.getAttribute("target")).toBe("_blank");
    const list = calls.find((c) => c.url.pathname === "/api/content/getdata");
    expect(list?.url.searchParams.get("page")).toBe("1");
    expect(list?.url.searchParams.get("limit")).toBe("25");
  });

  it("enables Topic after a course or class and Subtopic after a topic; a parent change clears its dependents and the page", async () => {
    fakeContentApi();
    const router = renderList("?page=2");
    await screen.findByRole("combobox", { name: "Course" });
    expect(selectNamed("Topic").disabled).toBe(true);
    expect(selectNamed("Subtopic").disabled).toBe(true);

    await waitFor(() => expect(optionValues("Course")).toContain("Vedic Math"));
    await userEvent.selectOptions(selectNamed("Course"), "Vedic Math");
    expect(router.state.location.search).toBe("?course=Vedic+Math");
    expect(selectNamed("Topic").disabled).toBe(false);
    await waitFor(() => expect(optionValues("Topic")).toContain("Squares"));
    await userEvent.selectOptions(selectNamed("Topic"), "Squares");
    expect(selectNamed("Subtopic").disabled).toBe(false);
    await waitFor(() => expect(optionValues("Subtopic")).toContain("Near 100"));
    await userEvent.selectOptions(selectNamed("Subtopic"), "Near 100");
    await waitFor(() => expect(rows()).toHaveLength(1));

    // A new topic clears the subtopic; a new class clears topic and subtopic.
    await userEvent.selectOptions(selectNamed("Topic"), "Multiplication");
    expect(new URLSearchParams(router.state.location.search).get("subtopic")).toBeNull();
    await waitFor(() => expect(optionValues("Class")).toContain("6"));
    await userEvent.selectOptions(selectNamed("Class"), "6");
    const params = new URLSearchParams(router.state.location.search);
    expect([params.get("course"), params.get("class"), params.get("topic"), params.get("subtopic")]).toEqual([
      "Vedic Math",
      "6",
      null,
      null,
    ]);

    await userEvent.click(screen.getByRole("button", { name: "Reset Filters" }));
    expect(router.state.location.search).toBe("");
  });

  it("says 'No content found matching your criteria' when nothing matches", async () => {
    fakeContentApi();
    renderList("?search=nothing-like-this");
    expect(await screen.findByText("No content found matching your criteria")).toBeTruthy();
  });

  it("shows a failed load in an error box", async () => {
    fakeContentApi(undefined, on(contentApi.list, networkError));
    renderList();
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain(MESSAGES.networkError);
  });

  it("deletes only after the confirmation", async () => {
    const api = fakeContentApi(
      undefined,
      on(contentApi.remove, () => {
        api.items.splice(1, 1);
        return REPLIES.deleted;
      }),
    );
    const { items } = api;
    renderList();
    await userEvent.click(await screen.findByRole("button", { name: "Delete Page 2" }));
    const dialog = screen.getByRole("dialog");
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(items).toHaveLength(4);
    await userEvent.click(screen.getByRole("button", { name: "Delete Page 2" }));
    await userEvent.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText(MESSAGES.contentDeleted)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole("cell", { name: "Page 2" })).toBeNull());
    expect(items).toHaveLength(3);
  });

  it("says where a page is used, and does not offer to delete it while courses use it", async () => {
    const api = fakeContentApi();
    renderList();
    const row = (await screen.findByRole("cell", { name: "Page 3" })).closest("tr") as HTMLElement;
    expect(within(row).getByText("Vedic Math · Class 6")).toBeTruthy();
    const free = screen.getByRole("cell", { name: "Page 1" }).closest("tr") as HTMLElement;
    expect(within(free).getByText("Not used by any course")).toBeTruthy();
    await userEvent.click(within(row).getByRole("button", { name: "Delete Page 3" }));
    const dialog = screen.getByRole("dialog");
    expect(within(dialog).getByText(/used by 1 course class/)).toBeTruthy();
    expect(within(dialog).queryByRole("button", { name: "Delete" })).toBeNull();
    await userEvent.click(within(dialog).getAllByRole("button", { name: "Close" }).at(-1) as HTMLElement);
    expect(api.calls.some((call) => call.method === "DELETE")).toBe(false);
  });

  it("shows the server's refusal when a course started using the page meanwhile", async () => {
    fakeContentApi(
      undefined,
      on(contentApi.remove, failure(409, "lessonPageInUse", { courses: "Geo Math (class 7)" })),
    );
    renderList();
    await userEvent.click(await screen.findByRole("button", { name: "Delete Page 1" }));
    await userEvent.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText(/This lesson page is used by Geo Math \(class 7\)/)).toBeTruthy();
  });

  it("counts lesson pages, not pages of the list", async () => {
    fakeContentApi();
    renderList();
    expect(await screen.findByText("Showing 1 to 4 of 4 lesson pages")).toBeTruthy();
  });

  it("says the spec's words when a delete fails", async () => {
    fakeContentApi(undefined, on(contentApi.remove, rawReply(500, { message: "boom" })));
    renderList();
    await userEvent.click(await screen.findByRole("button", { name: "Delete Page 1" }));
    await userEvent.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText(MESSAGES.contentDeleteFailed)).toBeTruthy();
  });

  it("speaks Hindi", async () => {
    fakeContentApi([]);
    await setLanguage("hi");
    renderList();
    expect(await screen.findByText("आपकी शर्तों से मेल खाती कोई सामग्री नहीं मिली")).toBeTruthy();
    expect(screen.getByRole("button", { name: "फ़िल्टर हटाएँ" })).toBeTruthy();
  });
});
