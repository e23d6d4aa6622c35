import { coursesApi, MESSAGES, ROUTES } from "@ganit/contracts";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { setLanguage } from "@/lib/i18n.ts";
import { fieldRefusalBody, networkError, on, rawReply } from "@/test/api-handlers.ts";
import AddCoursePage from "./add-course-page.tsx";
import { course, fakeCourseApi, renderScreen } from "./test-api.tsx";

const renderAdd = () => renderScreen(ROUTES.adminAddCourse, <AddCoursePage />);
type User = ReturnType<typeof userEvent.setup>;
/** Types by pasting: the screen sees the same change events, in a fraction of the time. */
async function fill(user: User, field: HTMLElement, text: string) {
  await user.clear(field);
  await user.click(field);
  await user.paste(text);
}

async function fillOneClass(user: User) {
  await fill(user, screen.getByRole("textbox", { name: "Course name" }), "Vedic Math");
  await fill(user, screen.getByRole("textbox", { name: "Price per student (₹)" }), "499.50");
  await fill(user, screen.getByRole("textbox", { name: "Price per school (₹)" }), "15000");
  await user.click(screen.getByRole("button", { name: "Add Topic" }));
  await fill(user, screen.getByRole("textbox", { name: "Topic 1 name" }), "Multiplying by 11");
  await user.click(screen.getByRole("button", { name: "Add Sub-topic" }));
  await fill(user, screen.getByRole("textbox", { name: "Sub-topic 1.1" }), "Two-digit numbers");
  await user.click(screen.getByRole("button", { name: "Add Resource" }));
}

describe("/admin/addcourse", { timeout: 30_000 }, () => {
  it("builds a course: a new resource is a video with no address, and the whole document is posted once", async () => {
    const user = userEvent.setup();
    const api = fakeCourseApi();
    const router = renderAdd();
    expect(screen.getByRole("heading", { name: "Create New Course" })).toBeTruthy();
    await fillOneClass(user);
    const type = screen.getByRole("combobox", { name: "Resource 1 type" }) as HTMLSelectElement;
    expect(type.value).toBe("video");
    expect(type.options).toHaveLength(15);
    const url = screen.getByRole("textbox", { name: "Resource 1 address" }) as HTMLInputElement;
    expect(url.value).toBe("");

    // The empty address is refused in the browser, under its field, and gets the focus.
    await user.click(screen.getByRole("button", { name: "Add Course" }));
    expect(await screen.findByText(MESSAGES.resourceUrlInvalid)).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(url));
    expect(api.calls).toHaveLength(0);

    await user.selectOptions(type, "Fill in the Blanks");
    await fill(user, url, "/viewresource/0c6f8a7e-1f2b-4c3d-9e8f-0a1b2c3d4e5f");
    await user.click(screen.getByRole("button", { name: "Add Course" }));
    expect(await screen.findByText(MESSAGES.courseAdded)).toBeTruthy();
    expect(api.calls.map((c) => `${c.method} ${c.url.pathname}`)).toEqual(["POST /api/course/add"]);
    expect(api.calls[0]?.body).toEqual({
      name: "Vedic Math",
      classLevels: [
        {
          classNumber: 1,
          pricePerStudent: 499.5,
          pricePerSchool: 15000,
          levels: [
            {
              levelNumber: 1,
              levelName: "Multiplying by 11",
              titles: [
                {
                  title: "Two-digit numbers",
                  resources: [
                    { type: "Fill in the Blanks", url: "/viewresource/0c6f8a7e-1f2b-4c3d-9e8f-0a1b2c3d4e5f" },
                  ],
                },
              ],
            },
          ],
        },
      ],
    });
    await waitFor(() => expect(router.state.location.pathname).toBe(ROUTES.adminDeleteCourse));
  });

  it("adds classes at the lowest unused number, stops at ten, keeps one, and refuses a number in use", async () => {
    const user = userEvent.setup();
    fakeCourseApi();
    renderAdd();
    const headings = () => screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent);
    await user.click(screen.getByRole("button", { name: "Add Class" }));
    await user.click(screen.getByRole("button", { name: "Add Class" }));
    expect(headings()).toEqual(["Class 1", "Class 2", "Class 3"]);
    await user.click(screen.getByRole("button", { name: "Remove Class 2" }));
    await user.click(screen.getByRole("button", { name: "Add Class" }));
    expect(headings()).toEqual(["Class 1", "Class 3", "Class 2"]);

    const number = screen.getAllByRole("combobox", { name: "Class number" })[2] as HTMLSelectElement;
    await user.selectOptions(number, "3");
    expect(await screen.findByText(MESSAGES.classNumberExists)).toBeTruthy();
    expect(number.value).toBe("2");

    for (let i = 0; i < 7; i++) await user.click(screen.getByRole("button", { name: "Add Class" }));
    expect(headings()).toHaveLength(10);
    await user.click(screen.getByRole("button", { name: "Add Class" }));
    expect(await screen.findByText(MESSAGES.tooManyClasses)).toBeTruthy();
    expect(headings()).toHaveLength(10);

    for (let n = 1; n <= 9; n++) await user.click(screen.getByRole("button", { name: `Remove Class ${n}` }));
    expect(headings()).toEqual(["Class 10"]);
    await user.click(screen.getByRole("button", { name: "Remove Class 10" }));
    expect(await screen.findByText(MESSAGES.atLeastOneClass)).toBeTruthy();
    expect(headings()).toEqual(["Class 10"]);
  });

  it("renumbers the topics after one is deleted", async () => {
    const user = userEvent.setup();
    fakeCourseApi();
    renderAdd();
    for (const name of ["Place value", "Fractions", "Angles"]) {
      await user.click(screen.getByRole("button", { name: "Add Topic" }));
      const fields = screen.getAllByRole("textbox", { name: /^Topic \d name$/ });
      await fill(user, fields.at(-1) as HTMLElement, name);
    }
    await user.click(screen.getByRole("button", { name: "Remove Topic 1" }));
    expect((screen.getByRole("textbox", { name: "Topic 1 name" }) as HTMLInputElement).value).toBe(
      "Fractions",
    );
    expect((screen.getByRole("textbox", { name: "Topic 2 name" }) as HTMLInputElement).value).toBe("Angles");
    expect(screen.queryByRole("textbox", { name: "Topic 3 name" })).toBeNull();
  });

  it("shows the server's refusal under its field, and the spec's fallback when the server says nothing", async () => {
    const user = userEvent.setup();
    let fail = false;
    // The server's refusal of a name already in the catalogue, as it sends it; then no answer at all.
    fakeCourseApi(
      [course("Vedic Math", [6])],
      on(coursesApi.add, () =>
        fail ? networkError : rawReply(409, fieldRefusalBody("courseNameTaken", "name")),
      ),
    );
    renderAdd();
    await fill(user, screen.getByRole("textbox", { name: "Course name" }), "vedic math");
    await fill(user, screen.getByRole("textbox", { name: "Price per student (₹)" }), "0");
    await fill(user, screen.getByRole("textbox", { name: "Price per school (₹)" }), "0");
    await user.click(screen.getByRole("button", { name: "Add Course" }));
    const name = screen.getByRole("textbox", { name: "Course name" });
    await waitFor(() => expect(name.getAttribute("aria-invalid")).toBe("true"));
    expect(screen.getAllByText(MESSAGES.courseNameTaken).length).toBeGreaterThan(0);

    fail = true;
    await user.clear(name);
    await fill(user, name, "Geo Math");
    await user.click(screen.getByRole("button", { name: "Add Course" }));
    expect(await screen.findByText(MESSAGES.networkError)).toBeTruthy();
  });

  it("speaks Hindi", async () => {
    fakeCourseApi();
    renderAdd();
    await act(() => setLanguage("hi"));
    expect(await screen.findByRole("heading", { name: "नया कोर्स बनाएँ" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "कक्षा जोड़ें" })).toBeTruthy();
    const klass = screen.getByRole("region", { name: "कक्षा 1" });
    expect(within(klass).getByRole("textbox", { name: "प्रति छात्र मूल्य (₹)" })).toBeTruthy();
  });
});
