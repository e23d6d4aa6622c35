import { ROUTES } from "@ganit/contracts";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { TestResults } from "@/components/teacher-tests/test-results.tsx";
import { NAMESPACE } from "./i18n.ts";
import { testLinks } from "./paths.ts";

/**
 * /teacher/tests/:id (docs/adr/0695): each question of the test, how many of the teacher's pupils
 * answered it, right and wrong, and what the wrong answers show, in the reader's language.
 */
export default function ResultsPage() {
  const { t } = useTranslation(NAMESPACE);
  const { id = "" } = useParams();
  return (
    <TestResults id={id} links={testLinks} back={{ to: ROUTES.teacherTests, label: t("builder.back") }} />
  );
}
