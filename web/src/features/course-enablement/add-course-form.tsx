import {
  type EnabledCourse,
  type EnablementKind,
  LIMITS,
  SETTABLE_CLASS_STATUSES,
  seatsSchema,
} from "@ganit/contracts";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { Button } from "@/components/ui/button.tsx";
import { Card } from "@/components/ui/card.tsx";
import { Input } from "@/components/ui/input.tsx";
import { Select } from "@/components/ui/select.tsx";
import { apiErrorMessage, translateMessage } from "@/lib/messages.ts";
import { useStatusWords } from "@/lib/status-words.ts";
import { useAddEnablement, useCatalogue } from "./api.ts";
import { NAMESPACE } from "./i18n.ts";

type Settable = (typeof SETTABLE_CLASS_STATUSES)[number];
type Row = { key: number; classNumber: string; status: Settable; studentLimit: string };

let rowKey = 0;
const emptyRow = (): Row => ({ key: ++rowKey, classNumber: "", status: "active", studentLimit: "" });

/** A row's student limit: a whole number ≥ 1 for student courses; none (unlimited) for school courses. */
function limitOf(kind: EnablementKind, text: string): { ok: boolean; value: number | null } {
  if (kind === "school") return { ok: true, value: null };
  if (text.trim() === "") return { ok: false, value: null };
  const parsed = seatsSchema.safeParse(Number(text));
  return parsed.success ? { ok: true, value: parsed.data } : { ok: false, value: null };
}

/**
 * The Add Course form (part 2 §2, §5): course type, course, and class rows (class number, status,
 * student limit). Changing the type or the course resets the rows; a row offers the course's classes
 * that no other row has chosen and that are not enabled already; Add Class is disabled when no course
 * is chosen or no class is free; Submit while busy or incomplete. currentStudents is sent as 0.
 */
export function AddCourseForm({
  schoolId,
  enabled,
  onClose,
}: {
  schoolId: string;
  enabled: Record<EnablementKind, EnabledCourse[]>;
  onClose: () => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  const words = useStatusWords();
  const catalogue = useCatalogue(true);
  const add = useAddEnablement(schoolId);
  const [kind, setKind] = useState<EnablementKind>("school");
  const [courseId, setCourseId] = useState("");
  const [rows, setRows] = useState<Row[]>(() => [emptyRow()]);

  const course = catalogue.data?.find((candidate) => candidate._id === courseId);
  const alreadyEnabled = new Set(
    enabled[kind]
      .find((candidate) => candidate.courseId._id === courseId)
      ?.classDetails.map((detail) => detail.classNumber) ?? [],
  );
  const offered = (course?.classLevels.map((level) => level.classNumber) ?? [])
    .filter((n) => !alreadyEnabled.has(n))
    .sort((a, b) => a - b);
  const chosen = rows.map((row) => Number(row.classNumber)).filter((n) => n > 0);
  // Rows still without a class will take one of the free numbers each: a new row needs one more.
  const free = offered.filter((n) => !chosen.includes(n));
  const noRoom = free.length - rows.filter((row) => row.classNumber === "").length <= 0;

  const reset = () => setRows([emptyRow()]);
  const change = (key: number, patch: Partial<Row>) =>
    setRows((current) => current.map((row) => (row.key === key ? { ...row, ...patch } : row)));

  const complete =
    courseId !== "" &&
    rows.length > 0 &&
    rows.every((row) => row.classNumber !== "" && limitOf(kind, row.studentLimit).ok);

  const submit = () => {
    if (!complete || add.isPending) return;
    const body = {
      courseId,
      classDetails: rows.map((row) => ({
        classNumber: Number(row.classNumber),
        studentLimit: limitOf(kind, row.studentLimit).value,
        currentStudents: 0,
        status: row.status,
      })),
    };
    add.mutate(
      { kind, body },
      {
        onSuccess: (reply) => {
          toast.success(translateMessage(reply));
          onClose();
        },
        onError: (error) => toast.error(apiErrorMessage(error, t("enableAddFailed", { ns: "messages" }))),
      },
    );
  };

  return (
    <Card title={t("add.title")} tone="brand" className="mt-6">
      <form
        noValidate
        aria-label={t("add.title")}
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <fieldset disabled={add.isPending} className="flex flex-col gap-5">
          <div className="grid gap-4 sm:grid-cols-2">
            <Select
              label={t("add.type")}
              value={kind}
              onChange={(event) => {
                setKind(event.target.value as EnablementKind);
                reset();
              }}
              options={[
                { value: "school", label: t("add.forSchool") },
                { value: "students", label: t("add.forStudents") },
              ]}
            />
            <Select
              label={t("add.course")}
              required
              value={courseId}
              placeholder={catalogue.isPending ? t("add.coursesLoading") : t("add.chooseCourse")}
              onChange={(event) => {
                setCourseId(event.target.value);
                reset();
              }}
              options={(catalogue.data ?? []).map((item) => ({ value: item._id, label: item.name }))}
            />
          </div>

          <fieldset className="flex flex-col gap-3">
            <legend className="mb-2 font-display text-lead font-bold">{t("add.classesLegend")}</legend>
            {rows.map((row, index) => {
              const others = rows.filter((other) => other.key !== row.key).map((other) => other.classNumber);
              const options = offered
                .filter((n) => !others.includes(String(n)))
                .map((n) => ({ value: String(n), label: t("class.name", { n }) }));
              return (
                <div
                  key={row.key}
                  className="grid items-start gap-3 rounded-control border border-line bg-white p-3 sm:grid-cols-[1fr_1fr_1fr_auto]"
                >
                  <Select
                    label={t("add.classNumber")}
                    required
                    value={row.classNumber}
                    placeholder={t("add.chooseClass")}
                    disabled={!course}
                    onChange={(event) => change(row.key, { classNumber: event.target.value })}
                    options={options}
                  />
                  <Select
                    label={t("add.status")}
                    value={row.status}
                    onChange={(event) => change(row.key, { status: event.target.value as Settable })}
                    options={SETTABLE_CLASS_STATUSES.map((value) => ({ value, label: words.account(value) }))}
                  />
                  {kind === "students" ? (
                    <Input
                      label={t("add.limit")}
                      type="number"
                      inputMode="numeric"
                      min={1}
                      max={LIMITS.seatsMax}
                      step={1}
                      required
                      value={row.studentLimit}
                      hint={t("add.limitHintStudents")}
                      onChange={(event) => change(row.key, { studentLimit: event.target.value })}
                    />
                  ) : (
                    // As in Edit Class: a school course has no limit, so none is asked for.
                    <p className="text-ink-muted sm:mt-8">{t("add.limitNoneForSchool")}</p>
                  )}
                  <Button
                    variant="ghost"
                    className="sm:mt-8"
                    disabled={rows.length === 1}
                    aria-label={t("add.removeRow", { n: index + 1 })}
                    onClick={() => setRows((current) => current.filter((other) => other.key !== row.key))}
                  >
                    <span aria-hidden="true">✕</span>
                  </Button>
                </div>
              );
            })}
            <div className="flex flex-wrap items-center gap-3">
              <Button
                variant="secondary"
                disabled={!course || noRoom}
                onClick={() => setRows((current) => [...current, emptyRow()])}
              >
                <span aria-hidden="true">+</span>
                {t("add.addClass")}
              </Button>
              {course && free.length === 0 && <p className="text-ink-muted">{t("add.noFreeClasses")}</p>}
            </div>
          </fieldset>

          <div className="flex flex-wrap gap-3">
            <Button type="submit" disabled={!complete || add.isPending} loading={add.isPending}>
              {add.isPending ? t("add.submitting") : t("add.submit")}
            </Button>
            <Button variant="secondary" onClick={onClose}>
              {t("add.cancel")}
            </Button>
          </div>
        </fieldset>
      </form>
    </Card>
  );
}
