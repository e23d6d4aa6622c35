import { screen } from "@testing-library/react";
import type userEvent from "@testing-library/user-event";

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
