import type { SkillLevel } from "@ganit/contracts";
import { ROUTES } from "@ganit/contracts/paths";
import { PRACTICE_RESOURCE_TYPES } from "@ganit/contracts/practice-kinds";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { buttonClasses } from "@/components/ui/button.tsx";
import { NAMESPACE } from "./i18n.ts";
import type { ViewerResource } from "./types.ts";

/**
 * The types that may hold a native exercise set, from the contracts' plain word lists (no zod), so
 * the student's lesson screen does not load the set's schemas for six strings.
 */
const PRACTICE_TYPES: readonly string[] = PRACTICE_RESOURCE_TYPES;

export const mayHoldPractice = (resource: ViewerResource) =>
  Boolean(resource._id) && PRACTICE_TYPES.includes(resource.type);

/**
 * "Practise here": opens the resource's exercise set, one question at a time (students, learners),
 * with the child's level in it. `sets` (the class's sets and levels) leaves out resources that hold
 * none; unknown (offline, loading), every practice-type resource offers it.
 */
export function PracticeLink({
  resource,
  sets,
}: {
  resource: ViewerResource;
  sets?: ReadonlyMap<string, SkillLevel> | undefined;
}) {
  const { t } = useTranslation(NAMESPACE);
  if (!resource._id || !mayHoldPractice(resource)) return null;
  if (sets && !sets.has(resource._id)) return null;
  const level = sets?.get(resource._id);
  return (
    <span className="flex flex-wrap items-center gap-2">
      <Link
        to={ROUTES.practice.replace(":resourceId", encodeURIComponent(resource._id))}
        className={buttonClasses({ variant: "accent" })}
      >
        {t("practise")}
      </Link>
      {level && (
        <span className="text-caption text-ink-muted">
          {t("practiceLevel", { level: t(`levels.${level}`) })}
        </span>
      )}
    </span>
  );
}
