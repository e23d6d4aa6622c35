import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useForm } from "react-hook-form";
import { describe, expect, it } from "vitest";
import { DateInput } from "./date-input.tsx";

let latest: { dob: string } = { dob: "" };
function Form({ initial = "" }: { initial?: string }) {
  const form = useForm({ defaultValues: { dob: initial } });
  latest = form.watch();
  return (
    <form>
      <DateInput label="Date of birth" control={form.control} name="dob" />
      <button type="button" onClick={() => form.reset({ dob: "2010-01-31" })}>
        reset
      </button>
    </form>
  );
}

const box = () => screen.getByRole("textbox", { name: "Date of birth" }) as HTMLInputElement;

describe("DateInput", () => {
  it("is a text box for DD-MM-YYYY, not the browser's mm/dd/yyyy picker", () => {
    render(<Form initial="1988-06-15" />);
    expect(box().type).toBe("text");
    expect(box().placeholder).toBe("DD-MM-YYYY");
    expect(box().value).toBe("15-06-1988");
  });

  it("gives the form ISO once the text is a real date, the text until then, and tidies it on leaving", async () => {
    const user = userEvent.setup();
    render(<Form />);
    await user.type(box(), "5/6/201");
    expect(latest.dob).toBe("5/6/201");
    await user.type(box(), "4");
    expect(latest.dob).toBe("2014-06-05");
    await user.tab();
    expect(box().value).toBe("05-06-2014");
    await user.clear(box());
    await user.type(box(), "31-02-2014");
    expect(latest.dob).toBe("31-02-2014");
  });

  it("shows a value set from outside (a reset)", async () => {
    const user = userEvent.setup();
    render(<Form />);
    await user.type(box(), "01-01-2001");
    await user.click(screen.getByRole("button", { name: "reset" }));
    expect(box().value).toBe("31-01-2010");
  });
});
