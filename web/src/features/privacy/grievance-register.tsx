import {
  type GrievanceRow,
  grievanceAnswerSchema,
  LIMITS,
  privacyGrievanceAnswer,
  privacyGrievanceList,
} from "@ganit/contracts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { Button } from "@/components/ui/button.tsx";
import { Card } from "@/components/ui/card.tsx";
import { TextArea } from "@/components/ui/text-area.tsx";
import { useApiForm } from "@/lib/api-form.ts";
import { call } from "@/lib/client.ts";
import { translateMessage } from "@/lib/messages.ts";
import { NAMESPACE } from "./i18n.ts";

const KEY = ["privacy", "grievances"];

/** The operator's grievance register: open ones first with their 90-day due date (overdue marked), each answered once. */
export function GrievanceRegister({ format }: { format: (iso: string) => string }) {
  const { t } = useTranslation(NAMESPACE);
  const register = useQuery({ queryKey: KEY, queryFn: () => call(privacyGrievanceList, {}) });
  const items = register.data?.items ?? [];
  return (
    <section aria-labelledby="grievances-title" className="mt-10">
      <h2 id="grievances-title" className="mb-4 text-h2 font-bold">
        {t("register.title")}
      </h2>
      {register.isPending ? null : items.length === 0 ? (
        <Card>
          <p>{t("register.empty")}</p>
        </Card>
      ) : (
        <ul className="flex flex-col gap-3">
          {items.map((item) => (
            <li key={item.id}>
              <GrievanceCard item={item} format={format} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function GrievanceCard({ item, format }: { item: GrievanceRow; format: (iso: string) => string }) {
  const { t } = useTranslation(NAMESPACE);
  const client = useQueryClient();
  const { form, errorOf, onSubmit, busy } = useApiForm({
    schema: grievanceAnswerSchema,
    defaultValues: { answer: "" },
    mutation: useMutation({
      mutationFn: (body: { answer: string }) =>
        call(privacyGrievanceAnswer, { params: { id: item.id }, body }),
      onSettled: () => client.invalidateQueries({ queryKey: KEY }),
    }),
    fallback: t("grievance.failed"),
    onSuccess: (reply) => toast.success(translateMessage(reply)),
  });
  const state = item.answeredAt
    ? t("register.answered")
    : item.overdue
      ? t("register.overdue")
      : t("register.open");
  return (
    <Card>
      <p className="flex flex-wrap gap-x-4 gap-y-1 text-caption">
        <span className={item.overdue ? "font-bold text-danger-700" : "font-bold"}>{state}</span>
        <span>
          {t("register.received")}: {format(item.receivedAt)}
        </span>
        <span>
          {t("register.due")}: {format(item.dueAt)}
        </span>
      </p>
      <p className="mt-2 font-semibold break-words">
        {item.name} · {item.email}
      </p>
      <p className="mt-1 whitespace-pre-line break-words">{item.message}</p>
      {item.answer ? (
        <p className="mt-3 whitespace-pre-line break-words rounded-card bg-brand-50 p-3">
          <span className="font-bold">{t("register.answer")}: </span>
          {item.answer}
        </p>
      ) : (
        <form noValidate onSubmit={onSubmit} className="mt-3 flex flex-col gap-3">
          <TextArea
            label={t("register.answer")}
            error={errorOf("answer")}
            required
            rows={3}
            maxLength={LIMITS.grievanceMessageMax}
            disabled={busy}
            {...form.register("answer")}
          />
          <Button type="submit" loading={busy} className="self-start">
            {t("register.send")}
          </Button>
        </form>
      )}
    </Card>
  );
}
