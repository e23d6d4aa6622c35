import { type CourseInput, coursesApi, MESSAGES, ROUTES } from "@ganit/contracts";
import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { setLanguage } from "@/lib/i18n.ts";
import { networkError, on, rawReply } from "@/test/api-handlers.ts";
import { optionTexts, selectNamed } from "@/test/forms.ts";
import EditCoursePage, { REDIRECT_AFTER_SAVE_MS } from "./edit-course-page.tsx";
import { course, fakeCourseApi, renderScreen } from "./test-api.tsx";

const renderEdit = (courseId: string | null, query = "?class=6") => {
  if (courseId) sessionStorage.setItem("courseId", courseId);
  return renderScreen(ROUTES.adminEditCourse, <EditCoursePage />, `${ROUTES.adminEditCourse}${query}`);
};

describe("/admin/editcourse", { timeout: 30_000 }, () => {
  afterEach(() => vi.useRealTimers());

  it("opens the class of the address, edits it locally, saves the whole course once, then goes to the dashboard after 3 s", async () => {
    const user = userEvent.setup();
    const stored = course("Vedic Math", [4, 6]);
    const api = fakeCourseApi([stored]);
    const router = renderEdit(stored._id);
    expect(await screen.findByRole("heading", { name: "Class 6", level: 2 })).toBeTruthy();
    expect(screen.queryByRole("heading", { name: "Class 4", level: 2 })).toBeNull();
    const chooser = selectNamed("Class to edit");
    expect(optionTexts("Class to edit")).toEqual(["Class 4", "Class 6"]);

    // Delete topic 1 of class 6: topic 2 becomes topic 1 and keeps its id.
    await user.click(screen.getByRole("button", { name: "Remove Topic 1" }));
    expect((screen.getByRole("textbox", { name: "Topic 1 name" }) as HTMLInputElement).value).toBe(
      "Topic B of class 6",
    );
    // Switch to class 4 and change its price: nothing has been sent yet.
    await user.selectOptions(chooser, chooser.options[0] as HTMLOptionElement);
    expect(await screen.findByRole("heading", { name: "Class 4", level: 2 })).toBeTruthy();
    const price = screen.getByRole("textbox", { name: "Price per student (₹)" });
    await user.clear(price);
    await user.click(price);
    await user.paste("550");
    expect(api.calls.filter((c) => c.method !== "GET")).toHaveLength(0);

    // The pause before the dashboard runs on a fake clock that the test moves on, instead of waiting
    // 3 real seconds; the clock still runs with real time for everything else.
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ["setTimeout", "clearTimeout"] });
    await user.click(screen.getByRole("button", { name: "Save changes" }));
    expect(await screen.findByText(MESSAGES.courseUpdated)).toBeTruthy();
    const put = api.calls.find((c) => c.method === "PUT");
    expect(put?.url.pathname).toBe(`/api/course/${stored._id}`);
    const body = put?.body as CourseInput;
    expect(body.name).toBe("Vedic Math");
    expect(body.classLevels.map((k) => [k.classNumber, k.pricePerStudent])).toEqual([
      [4, 550],
      [6, 499.5],
    ]);
    const sixLevels = body.classLevels[1]?.levels ?? [];
    expect(sixLevels.map((l) => [l.levelNumber, l._id])).toEqual([
      [1, stored.classLevels[1]?.levels[1]?._id],
    ]);
    expect(body.classLevels[0]?.levels?.[0]?.titles?.[0]?.resources?.[0]?._id).toBe(
      stored.classLevels[0]?.levels[0]?.titles[0]?.resources[0]?._id,
    );
    expect(screen.getByRole("status").textContent).toContain("3 seconds");
    expect(router.state.location.pathname).toBe(ROUTES.adminEditCourse);
    act(() => vi.advanceTimersByTime(REDIRECT_AFTER_SAVE_MS));
    await waitFor(() => expect(router.state.location.pathname).toBe(ROUTES.adminDashboard), {
      timeout: 4500,
    });
  });

  it("shows a refused save under its field in the class it belongs to, and the spec's fallback otherwise", async () => {
    const user = userEvent.setup();
    const stored = course("Geo Math", [2, 3]);
    let reply: "fields" | "silent" = "fields";
    fakeCourseApi(
      [stored],
      on(coursesApi.update, () =>
        reply === "silent"
          ? networkError
          : rawReply(400, {
              message: MESSAGES.resourceUrlInvalid,
              key: "resourceUrlInvalid",
              fieldKeys: { "classLevels.0.levels.0.titles.0.resources.0.url": "resourceUrlInvalid" },
            }),
      ),
    );
    renderEdit(stored._id, "?class=3");
    expect(await screen.findByRole("heading", { name: "Class 3", level: 2 })).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Save changes" }));
    // The error is in class 2: the form shows class 2 with the message under the address.
    expect(await screen.findByRole("heading", { name: "Class 2", level: 2 })).toBeTruthy();
    const url = screen.getByRole("textbox", { name: "Resource 1 address" });
    await waitFor(() => expect(url.getAttribute("aria-invalid")).toBe("true"));

    reply = "silent";
    await user.click(screen.getByRole("button", { name: "Save changes" }));
    expect(await screen.findByText(MESSAGES.networkError)).toBeTruthy();
  });

  it("says 'Failed to fetch course data' when the course cannot be loaded, and asks for a course when none is stored", async () => {
    fakeCourseApi([], on(coursesApi.get, rawReply(500)));
    renderEdit("course-404");
    expect((await screen.findAllByText(MESSAGES.courseFetchFailed)).length).toBeGreaterThan(0);
  });

  it("says so when the course has no class of the address, and which class it opened instead", async () => {
    const stored = course("Vedic Math", [4, 6]);
    fakeCourseApi([stored]);
    renderEdit(stored._id, "?class=9");
    expect(await screen.findByRole("heading", { name: "Class 4", level: 2 })).toBeTruthy();
    expect(screen.getByRole("status").textContent).toBe(
      "This course has no Class 9: Class 4 is open instead.",
    );
  });

  it("asks for a course when none is stored, in Hindi too", async () => {
    fakeCourseApi();
    renderEdit(null);
    expect(screen.getByText("No course selected. Choose one from the list of courses.")).toBeTruthy();
    await act(() => setLanguage("hi"));
    expect(await screen.findByRole("link", { name: "कोर्स चुनें" })).toBeTruthy();
  });
});
