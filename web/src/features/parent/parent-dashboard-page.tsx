import { LIMITS, parentAddChildRequestSchema } from "@ganit/contracts";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { PageTitle } from "@/components/page-header.tsx";
import { Button } from "@/components/ui/button.tsx";
import { Card } from "@/components/ui/card.tsx";
import { Input } from "@/components/ui/input.tsx";
import { LabelledCheckbox } from "@/components/ui/labelled-checkbox.tsx";
import { Select } from "@/components/ui/select.tsx";
import { useApiForm } from "@/lib/api-form.ts";
import { apiErrorMessage, translateMessage } from "@/lib/messages.ts";
import { useAddChild, useChildren, useChildWeek, useParentSettings, useSummaryNow } from "./api.ts";
import { ChildDataCard } from "./child-data-card.tsx";
import { ChildReportCard } from "./child-report-card.tsx";
import { ChildWeekCard } from "./child-week-card.tsx";
import { NAMESPACE } from "./i18n.ts";

function AddChildForm() {
  const { t } = useTranslation(NAMESPACE);
  const add = useAddChild();
  const { field, onSubmit, busy, form } = useApiForm({
    schema: parentAddChildRequestSchema,
    defaultValues: { code: "" },
    mutation: add,
    fallback: t("add.failed"),
    toRequest: (values) => ({ code: values.code }),
    onSuccess: (reply) => {
      toast.success(translateMessage(reply));
      form.reset();
    },
  });
  return (
    <Card title={t("add.title")} titleAs="h2">
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <Input label={t("add.code")} autoComplete="off" autoCapitalize="characters" {...field("code")} />
        <Button type="submit" disabled={busy}>
          {t("add.submit")}
        </Button>
      </form>
    </Card>
  );
}

/** This week's summary mailed now (the week so far), besides Sunday's; a few a day. */
function SummaryNow() {
  const { t } = useTranslation(NAMESPACE);
  const now = useSummaryNow();
  return (
    <div className="flex flex-col gap-1 border-t border-line pt-3">
      <div>
        <Button
          type="button"
          variant="secondary"
          disabled={now.isPending}
          aria-describedby="summary-now-hint"
          onClick={() =>
            now.mutate(undefined, {
              onSuccess: (reply) => toast.success(translateMessage(reply)),
              onError: (error) => toast.error(apiErrorMessage(error, t("settings.failed"))),
            })
          }
        >
          {t("settings.now")}
        </Button>
      </div>
      <p id="summary-now-hint" className="text-sm text-ink-muted">
        {t("settings.nowHint", { times: LIMITS.parentSummariesPerDay })}
      </p>
    </div>
  );
}

function SummarySettings({
  language,
  weeklySummary,
  hasChildren,
  hasEmail,
}: {
  language: "en" | "hi";
  weeklySummary: boolean;
  hasChildren: boolean;
  hasEmail: boolean;
}) {
  const { t } = useTranslation(NAMESPACE);
  const save = useParentSettings();
  const [values, setValues] = useState({ language, weeklySummary });
  useEffect(() => setValues({ language, weeklySummary }), [language, weeklySummary]);
  return (
    <Card title={t("settings.title")} description={t("settings.subtitle")} titleAs="h2">
      <form
        className="flex flex-col gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          save.mutate(values, {
            onSuccess: (reply) => toast.success(translateMessage(reply)),
            onError: () => toast.error(t("settings.failed")),
          });
        }}
      >
        <LabelledCheckbox
          label={t("settings.on")}
          checked={values.weeklySummary}
          onChange={(weeklySummary) => setValues({ ...values, weeklySummary })}
          className="flex items-center gap-2"
        />
        <Select
          label={t("join.language")}
          value={values.language}
          onChange={(event) => setValues({ ...values, language: event.target.value === "hi" ? "hi" : "en" })}
          options={[
            { value: "en", label: t("languages.en") },
            { value: "hi", label: t("languages.hi") },
          ]}
        />
        <div>
          <Button type="submit" variant="secondary" disabled={save.isPending}>
            {t("settings.save")}
          </Button>
        </div>
      </form>
      {/* A parent who signed up with only a mobile number: nothing can be mailed, so say why instead. */}
      {hasChildren &&
        (hasEmail ? (
          <SummaryNow />
        ) : (
          <p className="border-t border-line pt-3 text-sm text-ink-muted">{t("settings.noEmail")}</p>
        ))}
    </Card>
  );
}

/**
 * /parentdashboard: the parent's page, phone first. Each linked child's last 7 days (one child at a
 * time, picked when there are several), each child's data (a copy, its erasure), adding a child with a
 * code, and the weekly summary's settings (and this week's summary mailed now).
 */
export default function ParentDashboardPage() {
  const { t } = useTranslation(NAMESPACE);
  const children = useChildren();
  const [picked, setPicked] = useState<string | undefined>();
  const items = children.data?.items ?? [];
  const childId = picked && items.some((c) => c.id === picked) ? picked : items[0]?.id;
  const week = useChildWeek(childId);

  return (
    <div className="container-page py-6 sm:py-10">
      <PageTitle
        title={t("dashboard.title")}
        subtitle={t("dashboard.subtitle")}
        className="mb-5"
        lead="body"
      />
      <div className="flex max-w-3xl flex-col gap-5">
        {children.isPending ? (
          <p role="status">{t("dashboard.loading")}</p>
        ) : children.isError ? (
          <p role="alert">{t("dashboard.failed")}</p>
        ) : items.length === 0 ? (
          <Card tone="accent">
            <p>{t("dashboard.none")}</p>
          </Card>
        ) : (
          <>
            {items.length > 1 && (
              <Select
                label={t("dashboard.pick")}
                value={childId}
                onChange={(event) => setPicked(event.target.value)}
                options={items.map((child) => ({ value: child.id, label: child.name }))}
              />
            )}
            {week.data ? (
              <ChildWeekCard week={week.data} />
            ) : week.isError ? (
              <p role="alert">{t("dashboard.failed")}</p>
            ) : (
              <p role="status">{t("dashboard.loading")}</p>
            )}
          </>
        )}
        {items.length > 0 && <ChildReportCard items={items} />}
        {items.length > 0 && <ChildDataCard items={items} />}
        <AddChildForm />
        {children.data && (
          <SummarySettings
            {...children.data.settings}
            hasChildren={items.length > 0}
            hasEmail={children.data.hasEmail}
          />
        )}
      </div>
    </div>
  );
}
