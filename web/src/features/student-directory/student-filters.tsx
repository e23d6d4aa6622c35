import { INDIVIDUAL_LEARNERS, type StudentDirectoryFilter } from "@ganit/contracts";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { ListFilterSelects } from "@/components/list-filter-selects.tsx";
import { Input } from "@/components/ui/input.tsx";
import { useCatalogue } from "@/lib/shared-api.ts";
import { useIndianStates } from "@/lib/use-indian-states.ts";
import { useSchoolChoices } from "./api.ts";
import { NAMESPACE } from "./i18n.ts";

type FilterList = {
  filters: Partial<Record<StudentDirectoryFilter, string>>;
  setFilter: (name: StudentDirectoryFilter, value: string | undefined) => void;
};

const CLASSES = Array.from({ length: 10 }, (_, i) => i + 1);

/**
 * The filters of the students list (each kept in the URL; a change returns to page 1): school (with
 * a search for it, 1,000 schools do not fit one menu), class, state, course and enrolment.
 * `chosenSchoolName` labels a school chosen earlier that the current school search does not show.
 */
export function StudentFilters({ list, chosenSchoolName }: { list: FilterList; chosenSchoolName?: string }) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const [schoolSearch, setSchoolSearch] = useState("");
  // The server is asked once typing rests, not at every keystroke.
  const [askedSearch, setAskedSearch] = useState("");
  useEffect(() => {
    const timer = setTimeout(() => setAskedSearch(schoolSearch.trim()), 300);
    return () => clearTimeout(timer);
  }, [schoolSearch]);
  const schools = useSchoolChoices(askedSearch);
  const catalogue = useCatalogue({ staleTime: 60_000 });
  const states = useIndianStates();
  const chosen = list.filters.school;

  const schoolOptions = [
    { value: INDIVIDUAL_LEARNERS, label: t("individualLearners") },
    ...(chosen && chosen !== INDIVIDUAL_LEARNERS && !schools.data?.items.some((s) => s._id === chosen)
      ? [{ value: chosen, label: chosenSchoolName ?? chosen }]
      : []),
    ...(schools.data?.items ?? []).map((s) => ({ value: s._id, label: `${s.name} (${s.city})` })),
  ];
  const stateOptions = (states ?? []).map((s) => ({
    value: s.name,
    label: i18n.language === "hi" ? s.hi : s.name,
  }));
  if (list.filters.state && !stateOptions.some((s) => s.value === list.filters.state))
    stateOptions.unshift({ value: list.filters.state, label: list.filters.state });

  return (
    <>
      <Input
        type="search"
        label={t("schoolSearch")}
        placeholder={t("schoolSearchPlaceholder")}
        value={schoolSearch}
        onChange={(event) => setSchoolSearch(event.target.value)}
        autoComplete="off"
      />
      <ListFilterSelects
        list={list}
        filters={[
          { name: "school", label: t("school"), placeholder: t("allSchools"), options: schoolOptions },
          {
            name: "class",
            label: t("class"),
            placeholder: t("allClasses"),
            options: CLASSES.map((n) => ({ value: String(n), label: t("classN", { n }) })),
          },
          { name: "state", label: t("state"), placeholder: t("allStates"), options: stateOptions },
          {
            name: "course",
            label: t("course"),
            placeholder: t("allCourses"),
            options: (catalogue.data ?? []).map((c) => ({ value: c._id, label: c.name })),
          },
          {
            name: "enrolled",
            label: t("enrolled"),
            placeholder: t("anyEnrolment"),
            options: [
              { value: "yes", label: t("enrolledYes") },
              { value: "no", label: t("enrolledNo") },
            ],
          },
        ]}
      />
    </>
  );
}
