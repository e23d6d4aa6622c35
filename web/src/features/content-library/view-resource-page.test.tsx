import { apiPath, MESSAGES, ROUTES } from "@ganit/contracts";
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { answerFetch } from "@/lib/test-server.ts";
import { renderScreen } from "./test-api.tsx";
import ViewResourcePage from "./view-resource-page.tsx";

const ID = "00000000-0000-4000-8000-000000000001";
const renderViewer = (id = ID) =>
  renderScreen(ROUTES.viewResourcePage, <ViewResourcePage />, `/viewresource/${id}`);

describe("/viewresource/{id}", () => {
  it("frames the page's own lesson URL full screen, sandboxed with scripts only", async () => {
    const fetchMock = answerFetch({ status: 200, body: "" });
    renderViewer();
    const frame = await screen.findByTitle("Lesson page");
    expect(frame.getAttribute("src")).toBe(apiPath.lessonPage(ID));
    expect(frame.getAttribute("sandbox")).toBe("allow-scripts");
    expect(fetchMock.mock.calls[0]?.[1]?.method).toBe("HEAD");
  });

  it("says 'Error: ' and the message when the page is missing", async () => {
    answerFetch({ status: 404, body: {} });
    renderViewer();
    expect((await screen.findByRole("alert")).textContent).toBe(`Error: ${MESSAGES.notFound}`);
  });

  it("says so when the network fails", async () => {
    answerFetch();
    renderViewer();
    expect((await screen.findByRole("alert")).textContent).toBe(`Error: ${MESSAGES.networkError}`);
  });
});
