import { adminsApi, MESSAGES, ROUTES } from "@ganit/contracts";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { badGateway, failingUntilRecovered, failure, on } from "@/test/api-handlers.ts";
import { optionTexts } from "@/test/forms.ts";
import {
  clearFilters,
  columnHeadings,
  filteredTo,
  searchedTo,
  switchToHindiOnceListed,
  tryAgainAfterFailure,
} from "@/test/lists.ts";
import { rowOf, rowShowing } from "@/test/render.tsx";
import { fakeAdminApi, REPLIES, renderScreen, staff } from "./test-api.tsx";
import ViewAdminsPage from "./view-admins-page.tsx";

const renderList = (query = "") =>
  renderScreen(ROUTES.superadminViewAdmin, <ViewAdminsPage />, `${ROUTES.superadminViewAdmin}${query}`);

describe("/superadmin/viewadmin", () => {
  it("shows the cards, the columns and the row of the signed-in superadmin without actions", async () => {
    fakeAdminApi();
    renderList();
    expect(await screen.findByRole("heading", { name: "Admin Users" })).toBeTruthy();
    const cards = await screen.findByLabelText("Staff accounts");
    // Each card is a dt (its name) and a dd whose last child is the number.
    const count = (label: string) =>
      within(cards).getByText(label).nextElementSibling?.lastElementChild?.textContent;
    await waitFor(() => expect(count("Total Users")).toBe("3"));
    expect(count("Active Users")).toBe("2");
    expect(count("On Hold")).toBe("1");

    expect(columnHeadings()).toEqual(["Name", "Email", "Phone", "Role", "Status", "Actions"]);

    const own = await rowOf("Asha Verma");
    expect(own).toBeTruthy();
    const ownRow = within(own as HTMLElement);
    expect(ownRow.getByText("N/A")).toBeTruthy();
    expect(ownRow.getByText("Super Admin")).toBeTruthy();
    expect(ownRow.getByText("You")).toBeTruthy();
    const ownHold = ownRow.getByRole("button", { name: "Hold Asha Verma" });
    expect(ownHold).toHaveProperty("disabled", true);
    expect(ownRow.getByRole("button", { name: "Delete Asha Verma" })).toHaveProperty("disabled", true);
    expect(ownHold.getAttribute("aria-describedby")).toBeTruthy();
    expect(ownRow.getByText("Your own account cannot be put on hold or deleted.")).toBeTruthy();

    // The action that applies: Hold for an active user, Activate for a held one.
    const meera = await rowShowing("Meera Iyer", ["9876543210", "Active"]);
    expect(meera.getByRole("button", { name: "Hold Meera Iyer" })).toHaveProperty("disabled", false);
    const kabir = within(await rowOf("Kabir Singh"));
    expect(kabir.getByText("On Hold")).toBeTruthy();
    expect(kabir.getByRole("button", { name: "Activate Kabir Singh" })).toBeTruthy();
    expect(kabir.queryByRole("button", { name: /^Hold/ })).toBeNull();

    // The role filter offers the roles in the data.
    expect(optionTexts("Role")).toEqual(["All roles", "Super Admin", "Admin"]);
  });

  it("searches after a pause, keeps the search in the URL and asks the server for page 1", async () => {
    const user = userEvent.setup();
    const api = fakeAdminApi();
    const router = renderList("?page=2");
    await screen.findByRole("heading", { name: "Admin Users" });
    await searchedTo(user, router, "meera", "?search=meera");
    await waitFor(() => expect(screen.queryByRole("cell", { name: /Kabir Singh/ })).toBeNull());
    // The old rows leave before the searched ones arrive (the list shows its loading state between).
    expect(await screen.findByRole("cell", { name: /Meera Iyer/ })).toBeTruthy();
    const last = api.calls.filter((call) => call.method === "GET").at(-1);
    expect(last?.url.search).toBe("?page=1&limit=25&sort=name&order=asc&search=meera");
  });

  it("filters by role, sorts on the server and offers Clear filters when nothing matches", async () => {
    const user = userEvent.setup();
    const api = fakeAdminApi();
    const router = renderList();
    await rowOf("Meera Iyer");
    await filteredTo(user, router, "Role", "superadmin", "?role=superadmin");
    await waitFor(() => expect(screen.queryByRole("cell", { name: /Meera Iyer/ })).toBeNull());

    await user.click(within(screen.getByRole("columnheader", { name: /Email/ })).getByRole("button"));
    await waitFor(() => expect(router.state.location.search).toBe("?sort=email&role=superadmin"));
    expect(api.calls.at(-1)?.url.searchParams.get("sort")).toBe("email");

    await user.selectOptions(screen.getByRole("combobox", { name: "Status" }), "hold");
    expect(await screen.findByText("Nothing matches your search")).toBeTruthy();
    await clearFilters(user, router, "?sort=email");
    expect(await screen.findByRole("cell", { name: /Kabir Singh/ })).toBeTruthy();
  });

  it("holds and activates with the server's toast, and the list shows the new status", async () => {
    const user = userEvent.setup();
    const api = fakeAdminApi(
      undefined,
      on(adminsApi.hold, () => {
        api.now(staff().map((u) => (u.name === "Meera Iyer" ? { ...u, status: "hold" } : u)));
        return REPLIES.held;
      }),
      on(adminsApi.activate, () => {
        api.now(staff());
        return REPLIES.activated;
      }),
    );
    renderList();
    await user.click(within(await rowOf("Meera Iyer")).getByRole("button", { name: /^Hold/ }));
    expect(await screen.findByText(MESSAGES.userHeld)).toBeTruthy();
    const meera = within(await rowOf("Meera Iyer"));
    await user.click(await meera.findByRole("button", { name: "Activate Meera Iyer" }));
    expect(await screen.findByText(MESSAGES.userActivated)).toBeTruthy();
    expect(await meera.findByRole("button", { name: "Hold Meera Iyer" })).toBeTruthy();
  });

  it("deletes only after 'Confirm Deletion'", async () => {
    const user = userEvent.setup();
    const api = fakeAdminApi(
      undefined,
      on(adminsApi.remove, () => {
        api.now(staff().filter((u) => u.name !== "Kabir Singh"));
        return REPLIES.deleted;
      }),
    );
    renderList();
    const deleteKabir = within(await rowOf("Kabir Singh")).getByRole("button", {
      name: "Delete Kabir Singh",
    });
    await user.click(deleteKabir);
    let dialog = await screen.findByRole("dialog", { name: "Confirm Deletion" });
    expect(dialog.textContent).toContain("Deletion is permanent");
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(api.calls.some((call) => call.method === "DELETE")).toBe(false);

    await user.click(deleteKabir);
    dialog = await screen.findByRole("dialog", { name: "Confirm Deletion" });
    await user.click(within(dialog).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText(MESSAGES.userDeleted)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole("cell", { name: /Kabir Singh/ })).toBeNull());
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("shows the server's refusal, and the spec's fallback when the answer is not the API's", async () => {
    const user = userEvent.setup();
    fakeAdminApi(
      undefined,
      on(adminsApi.hold, failure(400, "lastSuperadmin")),
      on(adminsApi.remove, badGateway),
    );
    renderList();
    await user.click(within(await rowOf("Meera Iyer")).getByRole("button", { name: /^Hold/ }));
    expect(await screen.findByText(MESSAGES.lastSuperadmin)).toBeTruthy();

    await user.click(screen.getByRole("button", { name: "Delete Meera Iyer" }));
    await user.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("Failed to delete user")).toBeTruthy();
  });

  it("says 'Failed to fetch users' with Try Again when the list cannot load", async () => {
    const user = userEvent.setup();
    const list = failingUntilRecovered(adminsApi.list);
    fakeAdminApi(undefined, list.handler);
    renderList();
    await tryAgainAfterFailure(user, list, "Failed to fetch users");
    expect(await screen.findByRole("cell", { name: /Meera Iyer/ })).toBeTruthy();
  });

  it("speaks Hindi", async () => {
    fakeAdminApi();
    renderList();
    await switchToHindiOnceListed("Meera Iyer");
    expect(screen.getByRole("heading", { name: "एडमिन उपयोगकर्ता" })).toBeTruthy();
    expect(screen.getByRole("columnheader", { name: /भूमिका/ })).toBeTruthy();
    expect(screen.getByText("कुल उपयोगकर्ता")).toBeTruthy();
  });
});
