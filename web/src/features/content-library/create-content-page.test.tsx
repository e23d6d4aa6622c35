import { API, contentApi, LIMITS, MESSAGES, ROUTES } from "@ganit/contracts";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { setLanguage } from "@/lib/i18n.ts";
import { on, rawReply } from "@/test/api-handlers.ts";
import { optionValues, selectNamed } from "@/test/forms.ts";
import CreateContentPage from "./create-content-page.tsx";
import { fakeContentApi, renderScreen } from "./test-api.tsx";

const renderCreate = () => renderScreen(ROUTES.createContent, <CreateContentPage />);
const box = (name: string) => screen.getByRole("textbox", { name });

async function typeInto(name: string, text: string) {
  await userEvent.click(box(name));
  await userEvent.paste(text);
}

async function fillAll(body = "<h1>11 × 23 = 253</h1>") {
  await typeInto("Course name", "Vedic Math");
  await userEvent.selectOptions(screen.getByRole("combobox", { name: "Class number" }), "5");
  await typeInto("Topic name", "Multiplication");
  await typeInto("Subtopic name", "By 11");
  await typeInto("Content name", "Two-digit numbers");
  await typeInto("Content (HTML)", body);
}

describe("/create", { timeout: 20_000 }, () => {
  it("previews the body live in the preview host, framed with scripts only, sent once the host listens", async () => {
    fakeContentApi();
    renderCreate();
    expect(screen.getByText("The page appears here as you type.")).toBeTruthy();
    const frame = screen.getByTitle("Preview of the page being written") as HTMLIFrameElement;
    expect(frame.getAttribute("src")).toBe(API.contentPreview);
    expect(frame.getAttribute("sandbox")).toBe("allow-scripts");
    const host = frame.contentWindow as Window;
    const sent: unknown[] = [];
    host.postMessage = ((message: unknown) => sent.push(message)) as Window["postMessage"];
    await userEvent.click(box("Content (HTML)"));
    await userEvent.paste("<h1>Place value</h1>");
    expect(sent).toEqual([]); // the host has not said it listens
    // A message from anywhere else is not the host's.
    window.dispatchEvent(new MessageEvent("message", { data: "ganit-preview-ready", source: window }));
    expect(sent).toEqual([]);
    window.dispatchEvent(new MessageEvent("message", { data: "ganit-preview-ready", source: host }));
    await waitFor(() => expect(sent.at(-1)).toBe("<h1>Place value</h1>"));
    await userEvent.paste("<p>345 = 300 + 40 + 5</p>");
    await waitFor(() => expect(sent.at(-1)).toBe("<h1>Place value</h1><p>345 = 300 + 40 + 5</p>"));
  });

  it("requires every field and sends nothing until they are filled", async () => {
    const { calls } = fakeContentApi();
    renderCreate();
    await userEvent.click(screen.getByRole("button", { name: "Save Content" }));
    await waitFor(() => expect(box("Course name").getAttribute("aria-invalid")).toBe("true"));
    for (const name of ["Topic name", "Subtopic name", "Content name", "Content (HTML)"]) {
      expect(box(name).getAttribute("aria-invalid"), name).toBe("true");
    }
    expect(screen.getByRole("combobox", { name: "Class number" }).getAttribute("aria-invalid")).toBe("true");
    expect(calls.some((c) => c.method === "POST")).toBe(false);
  });

  it("saves: 'Data saved successfully!', the page to open, and the series' course, class, topic kept", async () => {
    const { calls } = fakeContentApi();
    renderCreate();
    await fillAll();
    await userEvent.click(screen.getByRole("button", { name: "Save Content" }));
    expect(await screen.findByText(MESSAGES.contentSaved)).toBeTruthy();
    const post = calls.find((c) => c.method === "POST");
    expect(post?.body).toEqual({
      coursename: "Vedic Math",
      classnumber: 5,
      topicname: "Multiplication",
      subtopicname: "By 11",
      contentname: "Two-digit numbers",
      content: "<h1>11 × 23 = 253</h1>",
    });
    const open = screen.getByRole("link", { name: "Open it in the viewer" });
    expect(open.getAttribute("href")).toMatch(/^\/viewresource\/[0-9a-f-]{36}$/);
    expect(open.getAttribute("target")).toBe("_blank");
    expect((box("Course name") as HTMLInputElement).value).toBe("Vedic Math");
    expect((box("Content name") as HTMLInputElement).value).toBe("");
  });

  it("a failure says 'Error saving data. Please try again.'", async () => {
    fakeContentApi(undefined, on(contentApi.create, rawReply(500, { message: "x" })));
    renderCreate();
    await fillAll();
    await userEvent.click(screen.getByRole("button", { name: "Save Content" }));
    expect(await screen.findByText(MESSAGES.contentSaveFailed)).toBeTruthy();
  });

  it("refuses a body over 1 MB before sending it", async () => {
    const { calls } = fakeContentApi();
    renderCreate();
    await fillAll("a".repeat(LIMITS.contentBodyMaxBytes + 1));
    await userEvent.click(screen.getByRole("button", { name: "Save Content" }));
    await waitFor(() => expect(box("Content (HTML)").getAttribute("aria-invalid")).toBe("true"));
    expect(screen.getByText(MESSAGES.contentTooLarge)).toBeTruthy();
    expect(calls.some((c) => c.method === "POST")).toBe(false);
  });

  it("'Use Existing' picks from the library, narrowed by the choices above", async () => {
    fakeContentApi();
    renderCreate();
    const [courseToggle] = screen.getAllByRole("checkbox", { name: "Use Existing" });
    await userEvent.click(courseToggle as HTMLElement);
    await waitFor(() => expect(optionValues("Course name")).toEqual(["", "Geo Math", "Vedic Math"]));
    await userEvent.selectOptions(selectNamed("Course name"), "Geo Math");
    await userEvent.click(screen.getAllByRole("checkbox", { name: "Use Existing" })[1] as HTMLElement);
    await waitFor(() => expect(optionValues("Topic name")).toEqual(["", "Triangles"]));
  });

  it("'Use Existing' cascades: a new topic clears the picked subtopic and offers only its own; the save says what was picked", async () => {
    const { calls } = fakeContentApi();
    renderCreate();
    const toggles = () => screen.getAllByRole("checkbox", { name: "Use Existing" });
    await userEvent.click(toggles()[0] as HTMLElement);
    await waitFor(() => expect(optionValues("Course name")).toContain("Vedic Math"));
    await userEvent.selectOptions(selectNamed("Course name"), "Vedic Math");
    await userEvent.selectOptions(selectNamed("Class number"), "5");
    await userEvent.click(toggles()[1] as HTMLElement);
    await waitFor(() => expect(optionValues("Topic name")).toEqual(["", "Multiplication", "Squares"]));
    await userEvent.selectOptions(selectNamed("Topic name"), "Multiplication");
    await userEvent.click(toggles()[2] as HTMLElement);
    await waitFor(() => expect(optionValues("Subtopic name")).toEqual(["", "By 11"]));
    await userEvent.selectOptions(selectNamed("Subtopic name"), "By 11");

    await userEvent.selectOptions(selectNamed("Topic name"), "Squares");
    // The subtopic of the other topic is gone at once, never offered under this one.
    expect(selectNamed("Subtopic name").value).toBe("");
    expect(optionValues("Subtopic name")).not.toContain("By 11");
    await waitFor(() => expect(optionValues("Subtopic name")).toEqual(["", "Ending in 5"]));
    await userEvent.selectOptions(selectNamed("Subtopic name"), "Ending in 5");
    await typeInto("Content name", "Squares ending in 5");
    await typeInto("Content (HTML)", "<p>25 × 25 = 625</p>");
    await userEvent.click(screen.getByRole("button", { name: "Save Content" }));
    expect(await screen.findByText(MESSAGES.contentSaved)).toBeTruthy();
    expect(calls.find((c) => c.method === "POST")?.body).toMatchObject({
      coursename: "Vedic Math",
      classnumber: 5,
      topicname: "Squares",
      subtopicname: "Ending in 5",
      existing: ["coursename", "topicname", "subtopicname"],
    });
  });

  it("speaks Hindi", async () => {
    fakeContentApi();
    await setLanguage("hi");
    renderCreate();
    expect(screen.getByRole("heading", { name: "कोर्स सामग्री जोड़ें" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "सामग्री सहेजें" })).toBeTruthy();
  });
});
