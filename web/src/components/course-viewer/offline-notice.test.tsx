import { apiPath } from "@ganit/contracts";
import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { setLanguage } from "@/lib/i18n.ts";
import { CourseContentViewer } from "./course-content-viewer.tsx";
import { LESSON, multiplication, vedicMath } from "./test-course.ts";

const course = vedicMath([
  multiplication([
    { type: "worksheet", url: `/viewresource/${LESSON}` },
    { type: "Geogebra", url: "https://www.geogebra.org/m/abc" },
  ]),
]);

/** jsdom's navigator.onLine is a getter on the prototype: shadow it, and fire the event a browser would. */
function goOffline(offline: boolean) {
  Object.defineProperty(navigator, "onLine", { configurable: true, get: () => !offline });
  act(() => {
    window.dispatchEvent(new Event(offline ? "offline" : "online"));
  });
}

const tree = () => screen.getByRole("navigation", { name: /Course contents|कोर्स की सामग्री/ });

describe("CourseContentViewer offline", () => {
  afterEach(async () => {
    goOffline(false);
    await setLanguage("en");
  });

  it("says plainly that another site's resource needs a connection, and still frames lesson pages", async () => {
    render(<CourseContentViewer course={course} classNumber={5} autoSelectFirst />);
    goOffline(true);
    // The lesson page is cached by the service worker: it stays framed.
    expect(screen.getByTitle("Worksheet: By 11").getAttribute("src")).toBe(apiPath.lessonPage(LESSON));

    await userEvent.click(within(tree()).getByRole("button", { name: "Geogebra" }));
    expect(document.querySelector("iframe")).toBeNull();
    expect(screen.getByRole("status").textContent).toContain(
      "You are offline. This resource is on another website and needs an internet connection.",
    );

    // Back online, the frame comes back by itself.
    goOffline(false);
    const external = screen.getByTitle("Geogebra: By 11");
    expect(external.getAttribute("src")).toBe("https://www.geogebra.org/m/abc");
    // Another site's page keeps the frame's sandbox; our lesson pages carry theirs in their CSP.
    expect(external.getAttribute("sandbox")).toBe("allow-scripts");
    expect(screen.queryByText(/needs an internet connection/)).toBeNull();
  });

  it("says it in Hindi", async () => {
    await setLanguage("hi");
    render(<CourseContentViewer course={course} classNumber={5} />);
    goOffline(true);
    await userEvent.click(within(tree()).getByRole("button", { name: /Multiplication/ }));
    await userEvent.click(within(tree()).getByRole("button", { name: /By 11/ }));
    await userEvent.click(within(tree()).getByRole("button", { name: "जियोजेब्रा" }));
    expect(screen.getByText(/इंटरनेट कनेक्शन चाहिए/)).toBeTruthy();
  });
});
