import { useTranslation } from "react-i18next";
import { NAMESPACE } from "@/components/teacher-tests/i18n.ts";
import { TestList } from "@/components/teacher-tests/test-list.tsx";
import { officeTestLinks } from "./paths.ts";

/**
 * /school/tests (docs/adr/0697): every test the school's teachers made, newest change first, with
 * who made it, its chapters, questions and time limit, whom it is given to and how many sat it; the
 * title opens its results, Assign opens the office's assign form with the test chosen.
 */
export default function SchoolTestsPage() {
  const { t } = useTranslation(NAMESPACE);
  return <TestList title={t("office.title")} lead={t("office.lead")} links={officeTestLinks} />;
}
