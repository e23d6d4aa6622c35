import { ROUTES } from "@ganit/contracts";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { TestList } from "@/components/teacher-tests/test-list.tsx";
import { NAMESPACE } from "./i18n.ts";
import { testLinks } from "./paths.ts";

/**
 * /teacher/tests: the tests of the teacher's classes, newest change first, paged on the server;
 * each opens its results in one tap, and its author edits, assigns or deletes it (docs/adr/0693).
 */
export default function TestsPage() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <TestList
      title={t("list.title")}
      links={testLinks}
      canDelete
      action={
        <Link
          to={ROUTES.teacherTestNew}
          className="inline-flex min-h-11 items-center rounded-control bg-brand-700 px-4 font-semibold text-white"
        >
          {t("list.new")}
        </Link>
      }
    />
  );
}
