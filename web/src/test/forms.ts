import { screen } from "@testing-library/react";
import type userEvent from "@testing-library/user-event";
import { expect } from "vitest";
import type { Call } from "./api-handlers.ts";

/**
 * Fills a form as a person would, in the order given: each value typed into the field its key
 * labels, or chosen when that field is a select.
 */
export async function fillForm(user: ReturnType<typeof userEvent.setup>, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    const field = screen.getByLabelText(label);
    if (field instanceof HTMLSelectElement) await user.selectOptions(field, value);
    else await user.type(field, value);
  }
}

/** The select (a `<select>`) the reader knows by `name`, its label. */
export const selectNamed = (name: string | RegExp) =>
  screen.getByRole("combobox", { name }) as HTMLSelectElement;

/** What the select named `name` offers, as the reader sees it: its options' texts, in order. */
export const optionTexts = (name: string | RegExp) =>
  [...selectNamed(name).options].map((option) => option.text);

/** What choosing each option of the select named `name` sets: its options' values, in order. */
export const optionValues = (name: string | RegExp) =>
  [...selectNamed(name).options].map((option) => option.value);

/**
 * The form submitted (its `button` pressed) as it stands: each of `messages` shows, and no request
 * went to the server.
 */
export async function refusedUnsent(
  user: ReturnType<typeof userEvent.setup>,
  button: string,
  messages: string[],
  sent: unknown[],
) {
  await user.click(screen.getByRole("button", { name: button }));
  for (const message of messages) expect(await screen.findByText(message)).toBeTruthy();
  expect(sent).toHaveLength(0);
}

/** The form's success `message` shows, and its one request went to `path` with `body`. */
export async function sentOnce(sent: Call[], message: string, path: string, body: unknown) {
  expect(await screen.findByText(message)).toBeTruthy();
  expect(sent).toHaveLength(1);
  expect(sent[0]?.url.pathname).toBe(path);
  expect(sent[0]?.body).toEqual(body);
}
