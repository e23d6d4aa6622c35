import { useTranslation } from "react-i18next";
import { PageTitle } from "@/components/page-header.tsx";
import { useAuth } from "@/lib/auth.tsx";
import { NAMESPACE } from "./i18n.ts";

/** A student's or a teacher's dashboard heading: the greeting by name (or without one when none is known), and what the screen is for. */
export function DashboardGreeting({ who }: { who: "student" | "teacher" }) {
  const { t } = useTranslation(NAMESPACE);
  const { user } = useAuth();
  return (
    <PageTitle
      title={user?.name ? t(`${who}.greeting`, { name: user.name }) : t(`${who}.greetingNoName`)}
      subtitle={t(`${who}.subtitle`)}
      wide
    />
  );
}
