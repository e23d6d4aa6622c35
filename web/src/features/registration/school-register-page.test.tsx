import { MESSAGES, ROUTES } from "@ganit/contracts";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";

vi.setConfig({ testTimeout: 20_000 });

import { fieldRefusalBody } from "@/test/api-handlers.ts";
import { optionValues, selectNamed } from "@/test/forms.ts";
import { renderRoutes } from "@/test/render.tsx";
import SchoolRegisterPage from "./school-register-page.tsx";

type Reply = { status: number; body: unknown };

/** The API over fetch: the register call answers `register`; pincodes answer from `pincodes`. */
function fakeApi(
  register: Reply = { status: 201, body: { message: MESSAGES.schoolRegistered, key: "schoolRegistered" } },
) {
  const calls: { method: string; url: URL; body?: unknown }[] = [];
  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), "http://localhost");
      const method = init?.method ?? "GET";
      calls.push({ method, url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      if (url.pathname === "/api/reference/pincode") {
        return url.searchParams.get("pincode") === "570009"
          ? json(200, { pincode: "570009", state: "Karnataka", district: "Mysuru" })
          : json(404, { message: MESSAGES.pincodeUnknown, key: "pincodeUnknown" });
      }
      return json(register.status, register.body);
    }),
  );
  return calls;
}

/** The page, once its lazily loaded list of states has arrived. */
async function renderPage() {
  renderRoutes([{ path: ROUTES.schoolRegister, element: <SchoolRegisterPage /> }], ROUTES.schoolRegister);
  await screen.findByRole("option", { name: "Karnataka" });
}

const box = (name: string) => screen.getByRole("textbox", { name });

async function fill(user: ReturnType<typeof userEvent.setup>) {
  await user.type(box("School Name"), "Sunrise Public School");
  await user.type(box("UDISE Code"), "29120300101");
  await user.selectOptions(selectNamed("State"), "Karnataka");
  await user.selectOptions(selectNamed("District"), "Mysuru");
  await user.type(screen.getByRole("combobox", { name: "City" }), "Mysuru");
  await user.type(box("Address"), "12 Temple Road");
  await user.type(box("Pincode"), "570009");
  await user.type(box("Phone"), "9876543210");
  await user.type(box("Email"), "office@sunrise.example");
  await user.click(screen.getByRole("checkbox", { name: /data-processing terms/ }));
}

afterEach(() => vi.unstubAllGlobals());

describe("/schoolregister", () => {
  it("marks the mandatory fields and keeps district and city closed until their parent is chosen", async () => {
    fakeApi();
    const user = userEvent.setup();
    await renderPage();
    expect(screen.getByText(/fields are Mandatory/)).toBeTruthy();
    expect(selectNamed("District").disabled).toBe(true);
    expect((screen.getByRole("combobox", { name: "City" }) as HTMLInputElement).disabled).toBe(true);
    await user.selectOptions(selectNamed("State"), "Goa");
    expect(selectNamed("District").disabled).toBe(false);
    expect(optionValues("District")).toEqual(["", "North Goa", "South Goa"]);
    await user.selectOptions(selectNamed("District"), "South Goa");
    const city = screen.getByRole("combobox", { name: "City" }) as HTMLInputElement;
    await user.type(city, "Margao");
    // A new state clears district and city.
    await user.selectOptions(selectNamed("State"), "Kerala");
    expect(selectNamed("District").value).toBe("");
    expect(city.value).toBe("");
    expect(city.disabled).toBe(true);
  });

  it("keeps letters of any script and . ' - & in the name, drops anything else as typed, trims on leaving", async () => {
    fakeApi();
    const user = userEvent.setup();
    await renderPage();
    await user.type(box("School Name"), "St. Mary's & Sons-2");
    expect(screen.getByText("Only letters, spaces and . ' - & can be typed here")).toBeTruthy();
    await user.type(box("School Name"), " School ");
    expect((box("School Name") as HTMLInputElement).value).toBe("St. Mary's & Sons- School ");
    await user.tab();
    expect((box("School Name") as HTMLInputElement).value).toBe("St. Mary's & Sons- School");
    await user.clear(box("School Name"));
    await user.type(box("School Name"), "श्री सरस्वती विद्या मंदिर");
    expect((box("School Name") as HTMLInputElement).value).toBe("श्री सरस्वती विद्या मंदिर");
    expect(screen.getByText("Letters in any language, spaces and . ' - &")).toBeTruthy();
  });

  it("checks every field before calling the server", async () => {
    const calls = fakeApi();
    const user = userEvent.setup();
    await renderPage();
    await user.click(screen.getByRole("button", { name: "Register School" }));
    for (const key of ["schoolNameRequired", "udiseRequired", "stateRequired", "emailRequired"] as const) {
      expect(await screen.findByText(MESSAGES[key])).toBeTruthy();
    }
    expect(calls.filter((c) => c.method === "POST")).toHaveLength(0);
  });

  it("suggests state and district from the pincode", async () => {
    fakeApi();
    const user = userEvent.setup();
    await renderPage();
    await user.type(box("Pincode"), "570009");
    expect(await screen.findByText(/Pincode 570009 is in Mysuru, Karnataka/)).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Use this" }));
    expect(selectNamed("State").value).toBe("Karnataka");
    expect(selectNamed("District").value).toBe("Mysuru");
  });

  it("posts the form, toasts the server's message and empties the form", async () => {
    const calls = fakeApi();
    const user = userEvent.setup();
    await renderPage();
    await fill(user);
    await user.click(screen.getByRole("button", { name: "Register School" }));
    expect(await screen.findByText(MESSAGES.schoolRegistered)).toBeTruthy();
    const post = calls.find((c) => c.method === "POST");
    expect(post?.url.pathname).toBe("/api/school/register");
    expect(post?.body).toMatchObject({
      name: "Sunrise Public School",
      udiscCode: "29120300101",
      district: "Mysuru",
      acceptTerms: true,
    });
    await waitFor(() => expect((box("School Name") as HTMLInputElement).value).toBe(""));
    expect(selectNamed("District").disabled).toBe(true);
  });

  it("shows a duplicate UDISE code under its field", async () => {
    fakeApi({ status: 409, body: fieldRefusalBody("udiseTaken", "udiscCode") });
    const user = userEvent.setup();
    await renderPage();
    await fill(user);
    await user.click(screen.getByRole("button", { name: "Register School" }));
    expect(await screen.findByText(MESSAGES.udiseTaken)).toBeTruthy();
    expect(box("UDISE Code").getAttribute("aria-invalid")).toBe("true");
  });
});
