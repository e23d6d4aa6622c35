import { type ReactNode, startTransition, useEffect, useId, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { CheckIcon, TriangleIcon } from "@/components/icons.tsx";
import { Spinner } from "@/components/ui/spinner.tsx";
import { cn } from "@/lib/cn.ts";
import { useLocalName, useResourceTypeLabel } from "@/lib/local-name.ts";
import { useMediaQuery } from "@/lib/use-media-query.ts";
import { useOnline } from "@/lib/use-online.ts";
import { frameUrlOf, lessonIdOfResourceUrl } from "./frame-url.ts";
import { NAMESPACE } from "./i18n.ts";
import {
  findResource,
  firstResource,
  levelKey,
  resourceKey,
  samePath,
  titleKey,
  visibleClasses,
} from "./tree.ts";
import type { ResourcePath, ViewerCourse, ViewerResource } from "./types.ts";

export type CourseContentViewerProps = {
  course: ViewerCourse;
  /** Show only this class (the `?class=n` of the viewer routes). */
  classNumber?: number;
  /**
   * Resource types left out of the tree, compared without case. Students get the contracts'
   * TEACHER_ONLY_RESOURCE_TYPES (explanation and video).
   */
  hiddenTypes?: readonly string[];
  /** Open the first visible resource at once, its level and title expanded (the student viewer). */
  autoSelectFirst?: boolean;
  /**
   * Open this resource (by `_id`) at once, its level and title expanded: a learner resuming where
   * they left off. When it is not in the visible tree, `autoSelectFirst` applies.
   */
  selectResourceId?: string | null;
  /** Resources (by `_id`) marked done: a tick beside each in the tree (progress). */
  completedResourceIds?: ReadonlySet<string>;
  /** Called whenever a resource is opened, by a click or by the automatic selection (progress). */
  onResourceOpen?: (resource: ViewerResource) => void;
  /** Shown under the frame for the open resource (a "Mark as done" button). */
  resourceActions?: (resource: ViewerResource) => ReactNode;
  className?: string;
};

/**
 * The course content viewer, shared by every role's viewer: a sidebar tree (course > Class N >
 * level "n: name" > title > resource "type") and a 540 px frame (the screen's height on a phone), sandboxed with scripts only (never
 * allow-same-origin) and a spinner until the resource has loaded. On phones the sidebar folds away
 * behind a button and closes after a choice.
 */
export function CourseContentViewer({
  course,
  classNumber,
  hiddenTypes = [],
  autoSelectFirst = false,
  selectResourceId = null,
  completedResourceIds,
  onResourceOpen,
  resourceActions,
  className,
}: CourseContentViewerProps) {
  const { t } = useTranslation(NAMESPACE);
  const named = useLocalName();
  const typeLabel = useResourceTypeLabel();
  const wide = useMediaQuery("(min-width: 48rem)");
  const online = useOnline();
  const hiddenKey = hiddenTypes.join("\n");
  // biome-ignore lint/correctness/useExhaustiveDependencies: hiddenKey stands for hiddenTypes (a new array each render)
  const classes = useMemo(
    () => visibleClasses(course, classNumber, hiddenTypes),
    [course, classNumber, hiddenKey],
  );
  const [selected, setSelected] = useState<ResourcePath | null>(null);
  const [open, setOpen] = useState<Set<string>>(new Set());
  const frameRef = useRef<HTMLElement>(null);
  const [sidebarOpen, setSidebarOpen] = useState(true);
  const [loading, setLoading] = useState(false);
  const sidebarId = useId();

  // The student viewer opens the first visible resource (or the one to resume) with its level and
  // title expanded.
  useEffect(() => {
    const wanted = selectResourceId ? findResource(classes, selectResourceId) : null;
    const first = wanted ?? (autoSelectFirst ? firstResource(classes) : null);
    if (!first) return;
    // A transition: opening the branch and the frame is the screen's largest render, and React cuts
    // a transition into short slices (a slow phone's taps are not held up by it).
    startTransition(() => {
      setSelected(first);
      setLoading(true);
      setOpen(
        new Set([
          levelKey(first.classNumber, first.level),
          titleKey(first.classNumber, first.level, first.title),
        ]),
      );
    });
  }, [autoSelectFirst, classes, selectResourceId]);

  const toggle = (key: string) =>
    setOpen((now) => {
      const next = new Set(now);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });

  const choose = (path: ResourcePath) => {
    if (!samePath(selected, path)) setLoading(true);
    setSelected(path);
    if (!wide) {
      setSidebarOpen(false);
      // On a phone the frame is the screen's height: bring it to the top of the screen to read.
      requestAnimationFrame(() => frameRef.current?.scrollIntoView?.({ block: "start" }));
    }
  };

  const chosen = selected
    ? classes.find((c) => c.classNumber === selected.classNumber)?.levels[selected.level]?.titles[
        selected.title
      ]
    : undefined;
  const resource = selected ? chosen?.resources[selected.resource] : undefined;
  const frameUrl = resource ? frameUrlOf(resource.url) : null;
  // Lesson pages of the content library are kept for offline use; another site's page never is.
  const isLessonPage = resource !== undefined && lessonIdOfResourceUrl(resource.url) !== null;
  const needsConnection = !online && resource !== undefined && !isLessonPage;
  const showSidebar = wide || sidebarOpen;

  // Each opened resource is reported once per opening (not on every render); the latest callback
  // is read through a ref, so a parent's new function each render does not count as an opening.
  const onOpen = useRef(onResourceOpen);
  onOpen.current = onResourceOpen;
  useEffect(() => {
    if (resource) onOpen.current?.(resource);
  }, [resource]);

  return (
    <div className={cn("grid gap-4 md:grid-cols-[minmax(15rem,20rem)_1fr]", className)}>
      <nav aria-label={t("contents")} className="rounded-card border border-line bg-white p-3 shadow-card">
        {!wide && (
          <button
            type="button"
            aria-expanded={sidebarOpen}
            aria-controls={sidebarId}
            onClick={() => setSidebarOpen((now) => !now)}
            className="flex min-h-11 w-full items-center justify-between rounded-control px-2 font-semibold text-brand-800"
          >
            {sidebarOpen ? t("hideContents") : t("showContents")}
            <TriangleIcon direction={sidebarOpen ? "up" : "down"} className="text-brand-700" />
          </button>
        )}
        <div id={sidebarId} hidden={!showSidebar}>
          <p className="px-2 py-2 font-display text-h3 font-bold text-brand-950">
            {named(course.name, course.nameHi)}
          </p>
          {classes.map((cls) => (
            <section key={cls.classNumber} aria-label={t("classN", { n: cls.classNumber })}>
              <p className="px-2 pt-2 pb-1 font-bold text-brand-800">{t("classN", { n: cls.classNumber })}</p>
              {cls.levels.length === 0 && (
                <p className="px-2 text-caption text-ink-muted">{t("noResources")}</p>
              )}
              <ul className="flex flex-col gap-1">
                {cls.levels.map((level, levelIndex) => {
                  const lKey = levelKey(cls.classNumber, levelIndex);
                  return (
                    <li key={lKey}>
                      <TreeToggle open={open.has(lKey)} onClick={() => toggle(lKey)}>
                        {t("level", {
                          n: level.levelNumber,
                          name: named(level.levelName, level.levelNameHi),
                        })}
                      </TreeToggle>
                      {open.has(lKey) && (
                        <ul className="ms-3 flex flex-col gap-1 border-s border-line ps-2">
                          {level.titles.map((title, titleIndex) => {
                            const tKey = titleKey(cls.classNumber, levelIndex, titleIndex);
                            return (
                              <li key={tKey}>
                                <TreeToggle open={open.has(tKey)} onClick={() => toggle(tKey)}>
                                  {named(title.title, title.titleHi)}
                                </TreeToggle>
                                {open.has(tKey) && (
                                  <ul className="ms-3 flex flex-col gap-1 border-s border-line ps-2">
                                    {title.resources.map((res, resourceIndex) => {
                                      const path = {
                                        classNumber: cls.classNumber,
                                        level: levelIndex,
                                        title: titleIndex,
                                        resource: resourceIndex,
                                      };
                                      const current = samePath(selected, path);
                                      return (
                                        <li key={res._id ?? resourceKey(tKey, resourceIndex)}>
                                          <button
                                            type="button"
                                            aria-current={current ? "true" : undefined}
                                            onClick={() => choose(path)}
                                            className={cn(
                                              "flex min-h-11 w-full flex-col justify-center rounded-control px-2 py-1 text-start",
                                              current
                                                ? "bg-brand-600 font-semibold text-white"
                                                : "text-ink hover:bg-brand-50",
                                            )}
                                          >
                                            <ResourceLabel
                                              name={res.name}
                                              type={typeLabel(res.type)}
                                              current={current}
                                              done={
                                                res._id && completedResourceIds?.has(res._id) ? (
                                                  <>
                                                    <CheckIcon className="ms-2 align-[-0.125em]" />
                                                    <span className="sr-only">{` ${t("doneMark")}`}</span>
                                                  </>
                                                ) : null
                                              }
                                            />
                                          </button>
                                        </li>
                                      );
                                    })}
                                  </ul>
                                )}
                              </li>
                            );
                          })}
                        </ul>
                      )}
                    </li>
                  );
                })}
              </ul>
            </section>
          ))}
        </div>
      </nav>

      {/* 540 px on a wide screen (the spec); on a phone the frame is the screen's height, so a lesson is
          read in one screen, scrolled inside the frame only, never cut at 540 px inside a scrolling page. */}
      <section
        ref={frameRef}
        data-lesson-frame
        className="relative h-svh scroll-mt-0 overflow-hidden rounded-card border border-line bg-white shadow-card md:h-[540px]"
      >
        {!resource ? (
          <div className="flex h-full flex-col items-center justify-center gap-2 p-6 text-center">
            <p className="text-h3 font-bold text-brand-950">{t("noneSelected")}</p>
            <p className="text-ink-muted">{t("selectHint")}</p>
          </div>
        ) : frameUrl && needsConnection ? (
          <div
            role="status"
            className="flex h-full flex-col items-center justify-center gap-2 p-6 text-center"
          >
            <p className="text-h3 font-bold text-brand-950">{t("needsConnection")}</p>
            <p className="text-ink-muted">{t("needsConnectionHint")}</p>
          </div>
        ) : !frameUrl ? (
          <p
            role="alert"
            className="flex h-full items-center justify-center p-6 font-semibold text-danger-800"
          >
            {t("cannotShow")}
          </p>
        ) : (
          <>
            <iframe
              key={frameUrl}
              title={t("frameTitle", {
                type: typeLabel(resource.type),
                title: resource.name ?? (chosen ? named(chosen.title, chosen.titleHi) : ""),
              })}
              src={frameUrl}
              // Never allow-same-origin: a lesson's script must not reach this window, its storage or the API.
              // A lesson page of our own is sandboxed by its answer's CSP (`sandbox allow-scripts`, kept
              // by the offline cache too) instead of this attribute: browsers send a sandboxed frame's
              // request past the service worker, so with the attribute no lesson could open offline.
              sandbox={isLessonPage ? undefined : "allow-scripts"}
              allow="fullscreen"
              // The tree paints first; on a phone the frame (below the tree) loads as it scrolls into view.
              loading="lazy"
              onLoad={() => setLoading(false)}
              className="block h-full w-full border-0 md:h-[540px]"
            />
            {loading && (
              <div className="absolute inset-0 flex items-center justify-center bg-white/80">
                <Spinner size="lg" label={t("loading")} />
              </div>
            )}
          </>
        )}
      </section>
      {resource && resourceActions && (
        <div className="flex flex-wrap items-center gap-3 md:col-start-2">{resourceActions(resource)}</div>
      )}
    </div>
  );
}

function TreeToggle({
  open,
  onClick,
  children,
}: {
  open: boolean;
  onClick: () => void;
  children: React.ReactNode;
}) {
  return (
    <button
      type="button"
      aria-expanded={open}
      onClick={onClick}
      className="flex min-h-11 w-full items-center gap-2 rounded-control px-2 text-start font-semibold text-brand-950 hover:bg-brand-50"
    >
      <TriangleIcon direction={open ? "down" : "right"} className="size-3 text-brand-700" />
      {children}
    </button>
  );
}

/**
 * A resource in the tree: its lesson page's name over its type ("Multiply by 11 in one line",
 * "Practice"), or the type alone for another site's page. Both in the reader's language.
 */
function ResourceLabel({
  name,
  type,
  current,
  done,
}: {
  name: string | undefined;
  type: string;
  current: boolean;
  /** The tick of a resource marked done, after the first line. */
  done: ReactNode;
}) {
  if (!name)
    return (
      <span>
        {type}
        {done}
      </span>
    );
  return (
    <>
      <span>
        {name}
        {done}
      </span>
      <span className={cn("text-caption font-normal", current ? "text-white" : "text-ink-muted")}>
        {type}
      </span>
    </>
  );
}
