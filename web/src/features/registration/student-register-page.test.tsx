import { MESSAGES, ROUTES } from "@ganit/contracts";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderRoutes } from "@/test/render.tsx";
import StudentRegisterPage from "./student-register-page.tsx";

vi.setConfig({ testTimeout: 20_000 });

function fakeApi(reply: { status: number; body: unknown }) {
  const calls: { url: URL; body: unknown }[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      calls.push({ url: new URL(String(input), "http://localhost"), body: JSON.parse(String(init?.body)) });
      return new Response(JSON.stringify(reply.body), {
        status: reply.status,
        headers: { "Content-Type": "application/json" },
      });
    }),
  );
  return calls;
}

function renderPage() {
  renderRoutes([{ path: ROUTES.studentRegister, element: <StudentRegisterPage /> }], ROUTES.studentRegister);
}

const box = (name: string) => screen.getByRole("textbox", { name });

async function fill(user: ReturnType<typeof userEvent.setup>) {
  await user.type(box("Name"), "Meera Iyer");
  await user.type(box("Email"), "meera@family.test");
  await user.type(box("Phone"), "9812345678");
  await user.selectOptions(screen.getByRole("combobox", { name: "Class" }), "6");
  await user.type(box("Father's Name"), "Ravi Iyer");
  await user.type(screen.getByLabelText("Date of Birth"), "15-08-2014");
  await user.type(box("Parent or guardian's name"), "Ravi Iyer");
  await user.type(box("Parent or guardian's e-mail"), "ravi@parents.test");
}

afterEach(() => vi.unstubAllGlobals());

describe("/studentregister", () => {
  it("asks for every field and for the guardian's consent before calling the server", async () => {
    const calls = fakeApi({ status: 201, body: {} });
    const user = userEvent.setup();
    renderPage();
    await user.click(screen.getByRole("button", { name: "Register" }));
    expect(await screen.findByText(MESSAGES.classRequired)).toBeTruthy();
    expect(screen.getByText(MESSAGES.guardianConsentRequired)).toBeTruthy();
    expect(screen.getByText(MESSAGES.dobRequired)).toBeTruthy();
    expect(screen.getByRole("checkbox").getAttribute("aria-invalid")).toBe("true");
    expect(calls).toHaveLength(0);
  });

  it("registers with consent, toasts 'Student registered successfully' and says where the link went", async () => {
    const calls = fakeApi({
      status: 201,
      body: { message: MESSAGES.studentRegistered, key: "studentRegistered" },
    });
    const user = userEvent.setup();
    renderPage();
    await fill(user);
    await user.click(screen.getByRole("checkbox"));
    await user.click(screen.getByRole("button", { name: "Register" }));
    expect(await screen.findByText("Student registered successfully")).toBeTruthy();
    expect(calls[0]?.url.pathname).toBe("/api/studentb2c/register");
    expect(calls[0]?.body).toMatchObject({
      Class: 6,
      dob: "2014-08-15",
      guardianName: "Ravi Iyer",
      guardianConsent: true,
      guardianEmail: "ravi@parents.test",
    });
    expect(screen.getByRole("status").textContent).toContain("meera@family.test");
  });

  it("shows the server's message when the e-mail is taken, under the e-mail", async () => {
    fakeApi({
      status: 409,
      body: { message: MESSAGES.emailTaken, key: "emailTaken", fieldKeys: { email: "emailTaken" } },
    });
    const user = userEvent.setup();
    renderPage();
    await fill(user);
    await user.click(screen.getByRole("checkbox"));
    await user.click(screen.getByRole("button", { name: "Register" }));
    expect(await screen.findByText(MESSAGES.emailTaken)).toBeTruthy();
    expect(box("Email").getAttribute("aria-invalid")).toBe("true");
  });
});
