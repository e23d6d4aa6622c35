import type { RegistrationTrendItem } from "@ganit/contracts";
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";

/**
 * The bars of 'Schools Registered Per Day' (recharts). Loaded with import() by the dashboard, so the
 * chart library is downloaded by this screen only, after its numbers are on screen. Hidden from
 * screen readers, and out of the tab order (no accessibility layer: a focusable chart inside
 * aria-hidden is an axe violation): the page gives the same numbers as a table.
 */
export default function RegistrationChart({
  data,
  dayLabel,
  countLabel,
}: {
  data: { label: string; item: RegistrationTrendItem }[];
  dayLabel: string;
  countLabel: string;
}) {
  const rows = data.map(({ label, item }) => ({ label, count: item.count }));
  return (
    <div aria-hidden="true" className="h-64 w-full">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={rows} accessibilityLayer={false} margin={{ top: 8, right: 8, bottom: 8, left: -16 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="#e5e7eb" />
          <XAxis dataKey="label" tick={{ fontSize: 12 }} interval="preserveStartEnd" name={dayLabel} />
          <YAxis allowDecimals={false} tick={{ fontSize: 12 }} />
          <Tooltip cursor={{ fill: "rgba(79, 70, 229, 0.08)" }} />
          <Bar dataKey="count" name={countLabel} fill="#4f46e5" radius={[4, 4, 0, 0]} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
