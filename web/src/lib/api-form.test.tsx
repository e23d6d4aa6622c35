import { emailSchema, LIMITS, MESSAGES, type MessageResponse, requiredText } from "@ganit/contracts";
import { useMutation } from "@tanstack/react-query";
import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { Button } from "@/components/ui/button.tsx";
import { Input } from "@/components/ui/input.tsx";
import { fieldRefusalBody } from "@/test/api-handlers.ts";
import { errorOf, TOAST_TEXT } from "@/test/render.tsx";
import { apiFetch } from "./api.ts";
import { useApiForm } from "./api-form.ts";
import i18n from "./i18n.ts";
import { TestProviders } from "./test-providers.tsx";
import { answerFetch, messageReply, requestBody } from "./test-server.ts";

const schema = z.object({ name: requiredText(LIMITS.nameMax, "nameRequired"), email: emailSchema });
type Body = z.output<typeof schema>;

function AddPersonForm({ onSuccess }: { onSuccess?: (reply: MessageResponse) => void }) {
  const mutation = useMutation({
    mutationFn: (body: Body & { role: string }) => apiFetch<MessageResponse>("/api/people", { body }),
  });
  const { field, onSubmit, busy } = useApiForm({
    schema,
    defaultValues: { name: "", email: "" },
    mutation,
    toRequest: (values) => ({ ...values, role: "admin" }),
    fallback: "Could not add the person",
    onSuccess,
  });
  return (
    <form noValidate onSubmit={onSubmit}>
      <fieldset disabled={busy}>
        <Input label="Name" {...field("name")} />
        <Input label="E-mail" {...field("email")} />
        <Button type="submit">Add</Button>
      </fieldset>
    </form>
  );
}

/** The error text linked to the input labelled `label`. */
const errorUnder = (label: string) => errorOf(screen.getByLabelText(label));

async function fillAndSubmit(values: { name?: string; email?: string }) {
  const user = userEvent.setup();
  if (values.name) await user.type(screen.getByLabelText("Name"), values.name);
  if (values.email) await user.type(screen.getByLabelText("E-mail"), values.email);
  await user.click(screen.getByRole("button", { name: "Add" }));
}

const emailTaken = { status: 409, body: fieldRefusalBody("emailTaken", "email") };

describe("useApiForm", () => {
  it("puts a server error with fieldKeys under its input, not in a toast, and focuses it", async () => {
    const server = answerFetch(emailTaken);
    render(<AddPersonForm />, { wrapper: TestProviders });
    await fillAndSubmit({ name: "Asha Verma", email: "asha@school.in" });
    await waitFor(() => expect(errorUnder("E-mail")).toBe(MESSAGES.emailTaken));
    expect(screen.getByLabelText("E-mail").getAttribute("aria-invalid")).toBe("true");
    expect(errorUnder("Name")).toBe("");
    expect(requestBody(server)).toEqual({ name: "Asha Verma", email: "asha@school.in", role: "admin" });
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText("E-mail")));
    expect(screen.queryByText(MESSAGES.emailTaken, { selector: TOAST_TEXT })).toBeNull();
  });

  it("shows the server's field error in Hindi, and follows a language switch", async () => {
    await i18n.changeLanguage("hi");
    answerFetch(emailTaken);
    render(<AddPersonForm />, { wrapper: TestProviders });
    await fillAndSubmit({ name: "Asha Verma", email: "asha@school.in" });
    await waitFor(() => expect(errorUnder("E-mail")).toBe("इस ई-मेल का खाता पहले से मौजूद है"));
    await act(() => i18n.changeLanguage("en"));
    expect(errorUnder("E-mail")).toBe(MESSAGES.emailTaken);
  });

  it("translates the schema's own messages (message references)", async () => {
    await i18n.changeLanguage("hi");
    const server = answerFetch(emailTaken);
    render(<AddPersonForm />, { wrapper: TestProviders });
    await fillAndSubmit({ email: "not-an-address" });
    await waitFor(() => expect(errorUnder("Name")).toBe("नाम आवश्यक है"));
    expect(errorUnder("E-mail")).toBe("कृपया मान्य ई-मेल पता लिखें");
    expect(server).not.toHaveBeenCalled();
  });

  it("toasts a failure that names no field of the form, translated", async () => {
    await i18n.changeLanguage("hi");
    answerFetch(messageReply(403, "forbidden"));
    render(<AddPersonForm />, { wrapper: TestProviders });
    await fillAndSubmit({ name: "Asha Verma", email: "asha@school.in" });
    expect(await screen.findByText("आपको यह करने की अनुमति नहीं है", { selector: TOAST_TEXT })).toBeTruthy();
    expect(errorUnder("E-mail")).toBe("");
  });

  it("toasts the screen's fallback when the server explained nothing", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response("", { status: 502, statusText: "Bad Gateway" })),
    );
    render(<AddPersonForm />, { wrapper: TestProviders });
    await fillAndSubmit({ name: "Asha Verma", email: "asha@school.in" });
    expect(await screen.findByText("Could not add the person")).toBeTruthy();
  });

  it("hands the reply to onSuccess", async () => {
    answerFetch(messageReply(201, "userRegistered"));
    const onSuccess = vi.fn();
    render(<AddPersonForm onSuccess={onSuccess} />, { wrapper: TestProviders });
    await fillAndSubmit({ name: "Asha Verma", email: "asha@school.in" });
    await waitFor(() => expect(onSuccess).toHaveBeenCalledOnce());
    expect(onSuccess.mock.calls[0]?.[0]).toEqual({ message: MESSAGES.userRegistered, key: "userRegistered" });
  });
});
