import { practiceApi, ROUTES } from "@ganit/contracts";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { failure, on, serveApi } from "@/test/api-handlers.ts";
import SetEditorPage from "./set-editor-page.tsx";
import { RESOURCE, renderAs, savedSet } from "./test-api.tsx";

const open = () =>
  renderAs("admin", ROUTES.adminPracticeSet, <SetEditorPage />, `/admin/practice/${RESOURCE}`);

beforeEach(() => sessionStorage.clear());

describe("/admin/practice/:resourceId", () => {
  it("edits a saved set and saves it whole through PUT /api/practice/{resourceId}", async () => {
    const puts: unknown[] = [];
    serveApi(
      on(practiceApi.get, savedSet()),
      on(practiceApi.put, (call) => {
        puts.push(call.body);
        return savedSet();
      }),
    );
    open();
    const question = await screen.findByRole("region", { name: "Question 1" });
    const answer = within(question).getByLabelText("Correct answer");
    await userEvent.clear(answer);
    await userEvent.type(answer, "253");
    await userEvent.selectOptions(screen.getByLabelText("Mastery rule"), "streak");
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]).toMatchObject({
      mode: "practice",
      mastery: { rule: "streak", n: 3 },
      items: [{ id: "q-times", kind: "numeric", answer: "253", prompt: "$23 \\times 11$" }],
      generators: [{ generator: "tables", count: 1, min: 2, max: 10 }],
    });
    expect(puts[0]).not.toHaveProperty("items.0.html");
  });

  it("starts a fresh set where the resource holds none, with a single-choice question and its misconception", async () => {
    const puts: unknown[] = [];
    serveApi(
      on(practiceApi.get, failure(404, "practiceNotFound")),
      on(practiceApi.put, (call) => {
        puts.push(call.body);
        return savedSet();
      }),
    );
    open();
    expect(await screen.findByText(/holds no exercise set yet/)).toBeTruthy();
    await userEvent.selectOptions(screen.getByLabelText("Question type"), "single");
    await userEvent.click(screen.getByRole("button", { name: "Add a question" }));
    const question = screen.getByRole("region", { name: "Question 1" });
    await userEvent.type(within(question).getByLabelText(/^Question \(TeX/), "$25^2$ is");
    await userEvent.type(within(question).getByLabelText("Option 1"), "525");
    await userEvent.type(within(question).getByLabelText("Option 2"), "625");
    await userEvent.click(within(question).getAllByLabelText("Correct")[1] as HTMLElement);
    await userEvent.type(within(question).getByLabelText("Misconception if chosen"), "multiplied by 21");
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]).toMatchObject({
      items: [
        { kind: "single", options: ["525", "625"], answer: 1, misconceptions: ["multiplied by 21", null] },
      ],
    });
    // The saved set's preview, in a phone-sized frame.
    expect(await screen.findByText("Student preview")).toBeTruthy();
  });

  it("shows the server's message when it refuses the set", async () => {
    serveApi(on(practiceApi.get, savedSet()), on(practiceApi.put, failure(400, "practiceSetEmpty")));
    open();
    await screen.findByRole("region", { name: "Question 1" });
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Add at least one question or one generator");
  });

  it("removes the set after a confirmation, and the resource holds none again", async () => {
    let removed = 0;
    serveApi(
      on(practiceApi.get, () => (removed ? failure(404, "practiceNotFound") : savedSet())),
      on(practiceApi.remove, (call) => {
        expect(call.url.pathname).toBe(`/api/practice/${RESOURCE}`);
        removed += 1;
        return { message: "Exercise set removed" };
      }),
    );
    open();
    await screen.findByRole("region", { name: "Question 1" });
    await userEvent.click(screen.getByRole("button", { name: "Remove set" }));
    const dialog = await screen.findByRole("dialog", { name: "Remove this exercise set?" });
    // Cancel keeps the set.
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(removed).toBe(0);
    await userEvent.click(screen.getByRole("button", { name: "Remove set" }));
    const confirm = within(await screen.findByRole("dialog")).getByRole("button", { name: "Remove the set" });
    expect(confirm.className).toContain("bg-danger-700");
    await userEvent.click(confirm);
    await waitFor(() => expect(removed).toBe(1));
    expect(await screen.findByText(/holds no exercise set yet/)).toBeTruthy();
    expect(screen.queryByRole("region", { name: "Question 1" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Remove set" })).toBeNull();
  });
});
