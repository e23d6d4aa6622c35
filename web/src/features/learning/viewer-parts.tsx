import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import {
  classOf,
  ViewerHeader as FrameHeader,
  ViewerLoading as FrameLoading,
  ViewerProblem as FrameProblem,
  type ViewerBack,
} from "@/components/course-viewer/viewer-frame.tsx";
import { ApiError } from "@/lib/api.ts";
import { SESSION_KEYS } from "@/lib/session.ts";
import { NAMESPACE } from "./i18n.ts";

export { classOf };

/** The course the dashboard's 'Class n' button chose (session storage, as the spec's viewers read it). */
export const storedCourseId = () => sessionStorage.getItem(SESSION_KEYS.courseId);

/**
 * Which of the spec's viewer messages a failed load shows. The server says 403 with the message's
 * key for a class of the caller's that is not granted or not open; 404 when the caller has no such
 * class or course at all, which the caller hears as "You don't have access to Class n." too. Only a
 * failure to get an answer (network, server error) is "Failed to load course data".
 */
export type LoadProblem = "noAccess" | "notGranted" | "loadFailed";

export function problemOf(error: unknown): LoadProblem {
  if (!(error instanceof ApiError)) return "loadFailed";
  if (error.status === 403 && error.key?.startsWith("classAccessNotGranted")) return "notGranted";
  if (error.status === 404 || (error.status === 403 && error.key?.startsWith("classNoAccess")))
    return "noAccess";
  return "loadFailed";
}

/** The shared viewer frame's message, Try Again in this namespace. */
export function ViewerProblem({ children, back }: { children: ReactNode; back: ViewerBack }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <FrameProblem back={back} retryLabel={t("retry")}>
      {children}
    </FrameProblem>
  );
}

export function ViewerLoading() {
  const { t } = useTranslation(NAMESPACE);
  return <FrameLoading label={t("content.loading")} />;
}

export function ViewerHeader({
  courseName,
  classNumber,
  back,
}: {
  courseName: string;
  classNumber: number;
  back: ViewerBack;
}) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <FrameHeader courseName={courseName} classTitle={t("content.title", { n: classNumber })} back={back} />
  );
}
