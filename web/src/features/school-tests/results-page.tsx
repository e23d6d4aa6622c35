import { ROUTES } from "@ganit/contracts";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { NAMESPACE } from "@/components/teacher-tests/i18n.ts";
import { TestResults } from "@/components/teacher-tests/test-results.tsx";
import { officeTestLinks } from "./paths.ts";

/**
 * /school/tests/:id (docs/adr/0697): a teacher's test's results as its teacher sees them, over every
 * child of the school who sat it; another school's test: the server's 404.
 */
export default function SchoolTestResultsPage() {
  const { t } = useTranslation(NAMESPACE);
  const { id = "" } = useParams();
  return (
    <TestResults id={id} links={officeTestLinks} back={{ to: ROUTES.schoolTests, label: t("office.back") }} />
  );
}
