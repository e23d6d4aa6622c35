import { useState } from "react";
import { type Control, type FieldPath, type FieldValues, useController } from "react-hook-form";
import { dayFirst, parseDayFirst } from "@/lib/dates.ts";
import { Input, type InputProps } from "./input.tsx";

type DateInputProps<T extends FieldValues> = Omit<InputProps, "value" | "onChange" | "name" | "type"> & {
  control: Control<T>;
  name: FieldPath<T>;
};

/**
 * A date typed as DD-MM-YYYY, the format of every table and template, instead of the browser's
 * picker (which shows mm/dd/yyyy in an English browser). The form holds ISO yyyy-mm-dd once the text
 * is a real date, and the text itself until then, so the schema's message says what is wrong.
 */
export function DateInput<T extends FieldValues>({ control, name, hint, ...rest }: DateInputProps<T>) {
  const { field } = useController({ control, name });
  const value = typeof field.value === "string" ? field.value : "";
  const [text, setText] = useState(() => dayFirst(value));
  // The value the box last gave the form: anything else came from outside (a reset) and is shown.
  const [given, setGiven] = useState(value);
  if (given !== value) {
    setGiven(value);
    setText(dayFirst(value));
  }
  return (
    <Input
      {...rest}
      ref={field.ref}
      name={field.name}
      inputMode="numeric"
      autoComplete="off"
      placeholder="DD-MM-YYYY"
      hint={hint ?? "DD-MM-YYYY"}
      value={text}
      onChange={(event) => {
        const typed = event.currentTarget.value;
        const next = parseDayFirst(typed) ?? typed.trim();
        setText(typed);
        setGiven(next);
        field.onChange(next);
      }}
      onBlur={() => {
        // A real date is shown the one way once the reader leaves the box (5/6/2014 → 05-06-2014).
        if (parseDayFirst(text)) setText(dayFirst(parseDayFirst(text)));
        field.onBlur();
      }}
    />
  );
}
