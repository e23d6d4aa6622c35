import { Input } from "@/components/ui/input.tsx";

/**
 * One text box per value of a list whose order is its meaning (an ordering question's items, a
 * solution's x then y): each labelled with its place, a change kept in place.
 */
export function PositionalInputs({
  values,
  label,
  onChange,
}: {
  values: readonly string[];
  label: (n: number) => string;
  onChange: (values: string[]) => void;
}) {
  return (
    <>
      {values.map((value, i) => (
        <Input
          // biome-ignore lint/suspicious/noArrayIndexKey: the values are positional
          key={i}
          label={label(i + 1)}
          value={value}
          onChange={(event) => onChange(values.map((v, j) => (j === i ? event.target.value : v)))}
        />
      ))}
    </>
  );
}
