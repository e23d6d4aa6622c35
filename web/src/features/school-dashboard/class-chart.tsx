import type { SchoolDashboard } from "@ganit/contracts";
import { useTranslation } from "react-i18next";
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { NAMESPACE } from "./i18n.ts";

/** Students per class as bars (recharts: loaded with this file only, after the counts are shown). */
export default function ClassChart({ data }: { data: SchoolDashboard["studentsByClass"] }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <div aria-hidden="true" className="h-64 w-full">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="class" tickLine={false} />
          <YAxis allowDecimals={false} tickLine={false} />
          <Tooltip
            labelFormatter={(n) => t("classShort", { n })}
            formatter={(value) => [t("studentCount", { count: Number(value) }), ""]}
          />
          <Bar dataKey="count" fill="var(--color-brand-600, #4f46e5)" radius={[6, 6, 0, 0]} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
