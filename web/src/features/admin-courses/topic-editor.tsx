import { PRACTICE_RESOURCE_TYPES, RESOURCE_TYPES, type ResourceType, ROUTES } from "@ganit/contracts";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "@/components/ui/button.tsx";
import { Input } from "@/components/ui/input.tsx";
import { Select } from "@/components/ui/select.tsx";
import {
  type DraftErrors,
  type DraftLevel,
  type DraftTitle,
  newResource,
  newTitle,
  replacedAt,
  withoutAt,
} from "./course-draft.ts";
import { AddRowButton, errorAt, ListError } from "./course-parts.tsx";
import { NAMESPACE } from "./i18n.ts";
import { LessonPagePicker } from "./lesson-page-picker.tsx";

/** What a row of the course form's lists is given besides its row. */
type RowEditorProps<Row> = {
  /** Its number in its list, from its place: rows renumber when one above them goes. */
  number: number;
  /** The API path of the row, e.g. `classLevels.0.levels.2`: where its messages are found. */
  path: string;
  errors: DraftErrors;
  onChange: (row: Row) => void;
  onRemove: () => void;
};

/** One topic (level): its name, its sub-topics (titles) and their resources. Numbered by its place. */
export function TopicEditor({
  level,
  number,
  path,
  errors,
  onChange,
  onRemove,
}: { level: DraftLevel } & RowEditorProps<DraftLevel>) {
  const { t } = useTranslation(NAMESPACE);
  const setTitle = (index: number, title: DraftTitle) =>
    onChange({ ...level, titles: replacedAt(level.titles, index, title) });
  return (
    <li className="rounded-control border border-line bg-white p-3 sm:p-4">
      <div className="flex flex-wrap items-end gap-3">
        <Input
          className="min-w-0 flex-1 basis-56"
          label={t("form.topicName", { number })}
          value={level.levelName}
          maxLength={400}
          onChange={(event) => onChange({ ...level, levelName: event.target.value })}
          error={errorAt(errors, `${path}.levelName`) ?? errorAt(errors, `${path}.levelNumber`)}
        />
        <Input
          className="min-w-0 flex-1 basis-56"
          label={t("form.topicNameHi", { number })}
          lang="hi"
          value={level.levelNameHi}
          maxLength={400}
          onChange={(event) => onChange({ ...level, levelNameHi: event.target.value })}
          error={errorAt(errors, `${path}.levelNameHi`)}
        />
        <Button variant="ghost" size="sm" onClick={onRemove}>
          {t("form.removeTopic", { number })}
        </Button>
      </div>
      <fieldset className="mt-3 border-s-2 border-brand-100 ps-3">
        <legend className="text-caption font-bold text-ink-muted">{t("form.subtopics", { number })}</legend>
        <ListError errors={errors} path={`${path}.titles`} />
        <ol className="mt-2 flex flex-col gap-3">
          {level.titles.map((title, index) => (
            <SubtopicEditor
              key={title.key}
              title={title}
              topic={number}
              number={index + 1}
              path={`${path}.titles.${index}`}
              errors={errors}
              onChange={(next) => setTitle(index, next)}
              onRemove={() => onChange({ ...level, titles: withoutAt(level.titles, index) })}
            />
          ))}
        </ol>
        <AddRowButton
          label={t("form.addSubtopic")}
          size="sm"
          className="mt-3"
          onAdd={() => onChange({ ...level, titles: [...level.titles, newTitle()] })}
        />
      </fieldset>
    </li>
  );
}

function SubtopicEditor({
  title,
  topic,
  number,
  path,
  errors,
  onChange,
  onRemove,
}: { title: DraftTitle; topic: number } & RowEditorProps<DraftTitle>) {
  const { t } = useTranslation(NAMESPACE);
  const setResource = (index: number, change: Partial<DraftTitle["resources"][number]>) =>
    onChange({
      ...title,
      resources: title.resources.map((old, i) => (i === index ? { ...old, ...change } : old)),
    });
  const typeOptions = RESOURCE_TYPES.map((type) => ({
    value: type,
    label: t(`resourceTypes.${type}`, { ns: "common" }),
  }));
  return (
    <li className="rounded-control bg-brand-50/60 p-3">
      <div className="flex flex-wrap items-end gap-3">
        <Input
          className="min-w-0 flex-1 basis-56"
          label={t("form.subtopicName", { topic, number })}
          value={title.title}
          maxLength={400}
          onChange={(event) => onChange({ ...title, title: event.target.value })}
          error={errorAt(errors, `${path}.title`)}
        />
        <Input
          className="min-w-0 flex-1 basis-56"
          label={t("form.subtopicNameHi", { topic, number })}
          lang="hi"
          value={title.titleHi}
          maxLength={400}
          onChange={(event) => onChange({ ...title, titleHi: event.target.value })}
          error={errorAt(errors, `${path}.titleHi`)}
        />
        <Button variant="ghost" size="sm" onClick={onRemove}>
          {t("form.removeSubtopic", { topic, number })}
        </Button>
      </div>
      <fieldset className="mt-3">
        <legend className="sr-only">{t("form.resources", { topic, number })}</legend>
        <ListError errors={errors} path={`${path}.resources`} />
        <ol className="flex flex-col gap-3">
          {title.resources.map((resource, index) => (
            <li
              key={resource.key}
              className="grid grid-cols-1 items-start gap-2 sm:grid-cols-[minmax(10rem,14rem)_1fr_auto] sm:gap-3"
            >
              <Select
                label={t("form.resourceType", { number: index + 1 })}
                value={resource.type}
                options={typeOptions}
                onChange={(event) => setResource(index, { type: event.target.value as ResourceType })}
                error={errorAt(errors, `${path}.resources.${index}.type`)}
              />
              <Input
                label={t("form.resourceUrl", { number: index + 1 })}
                hint={t("form.resourceUrlHint")}
                value={resource.url}
                inputMode="url"
                autoComplete="off"
                spellCheck={false}
                maxLength={4096}
                // A typed address names no page until the course is saved and answered again.
                onChange={(event) => setResource(index, { url: event.target.value, name: undefined })}
                error={errorAt(errors, `${path}.resources.${index}.url`)}
              />
              <div className="flex flex-wrap items-center gap-x-3 gap-y-1 sm:col-span-2 sm:col-start-2">
                <LessonPagePicker number={index + 1} onPick={(page) => setResource(index, page)} />
                {resource.name && (
                  <span className="min-w-0 text-caption text-ink-muted">
                    {t("picker.chosen", { name: resource.name })}
                  </span>
                )}
              </div>
              <Button
                variant="ghost"
                size="sm"
                // On a wide screen beside the address, the picker under them both.
                className="sm:col-start-3 sm:row-start-1 sm:mt-8"
                onClick={() => onChange({ ...title, resources: withoutAt(title.resources, index) })}
              >
                {t("form.removeResource", { number: index + 1 })}
              </Button>
              {resource._id && (PRACTICE_RESOURCE_TYPES as readonly string[]).includes(resource.type) && (
                <Link
                  className="font-semibold text-brand-700 underline sm:col-span-3"
                  to={ROUTES.adminPracticeSet.replace(":resourceId", resource._id)}
                >
                  {t("form.exerciseSet", { number: index + 1 })}
                </Link>
              )}
            </li>
          ))}
        </ol>
        <AddRowButton
          label={t("form.addResource")}
          size="sm"
          className="mt-3"
          onAdd={() => onChange({ ...title, resources: [...title.resources, newResource()] })}
        />
      </fieldset>
    </li>
  );
}
