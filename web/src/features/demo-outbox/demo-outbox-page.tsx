import type { DemoMail } from "@ganit/contracts";
import { useTranslation } from "react-i18next";
import { PageHeader } from "@/components/page-header.tsx";
import { Button } from "@/components/ui/button.tsx";
import { Card } from "@/components/ui/card.tsx";
import { EmptyState } from "@/components/ui/empty-state.tsx";
import { Spinner } from "@/components/ui/spinner.tsx";
import { ApiError } from "@/lib/api.ts";
import { dayFirstOf } from "@/lib/dates.ts";
import { useDemoOutbox } from "@/lib/demo-outbox-api.ts";
import { NAMESPACE } from "./i18n.ts";

/**
 * /superadmin/demo-outbox (`npm run demo` only): the mail the demo wrote, each with its links into
 * the app, so a school's registration can be followed to its set-password page in one browser. A
 * link opens in a new tab without this tab's session, as the school's own browser would.
 */
export default function DemoOutboxPage() {
  const { t } = useTranslation(NAMESPACE);
  const outbox = useDemoOutbox();
  const notDemo = outbox.error instanceof ApiError && outbox.error.status === 404;

  return (
    <div className="container-page py-8 sm:py-12">
      <PageHeader title={t("title")} subtitle={t("subtitle")}>
        <Button variant="secondary" loading={outbox.isFetching} onClick={() => void outbox.refetch()}>
          {t("refresh")}
        </Button>
      </PageHeader>
      {outbox.isPending ? (
        <Spinner label={t("loading")} />
      ) : notDemo ? (
        <Card tone="accent">
          <p role="status">{t("notDemo")}</p>
        </Card>
      ) : outbox.isError ? (
        <Card tone="accent">
          <p role="alert" className="font-semibold text-danger-800">
            {t("loadFailed")}
          </p>
          <Button className="mt-3" onClick={() => void outbox.refetch()}>
            {t("retry")}
          </Button>
        </Card>
      ) : outbox.data.data.length === 0 ? (
        <EmptyState title={t("empty")} />
      ) : (
        <ol className="flex flex-col gap-4">
          {outbox.data.data.map((mail) => (
            <MailCard key={mail._id} mail={mail} />
          ))}
        </ol>
      )}
    </div>
  );
}

function MailCard({ mail }: { mail: DemoMail }) {
  const { t } = useTranslation(NAMESPACE);
  const state = mail.status in STATE_KEYS ? STATE_KEYS[mail.status as keyof typeof STATE_KEYS] : null;
  return (
    <li className="min-w-0 rounded-card border border-line bg-surface p-4 shadow-card">
      <h2 className="text-lead font-bold break-words text-brand-950">{mail.subject}</h2>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-caption">
        <dt className="text-ink-muted">{t("to")}</dt>
        <dd className="min-w-0 break-all">{mail.to}</dd>
        <dt className="text-ink-muted">{t("queued")}</dt>
        <dd>
          {dayFirstOf(mail.createdAt)}{" "}
          {new Date(mail.createdAt).toLocaleTimeString("en-IN", { hour: "2-digit", minute: "2-digit" })}
        </dd>
        <dt className="text-ink-muted">{t("status")}</dt>
        <dd>{state ? t(state) : mail.status}</dd>
      </dl>
      {mail.links.length === 0 ? (
        <p className="mt-3 text-caption text-ink-muted">{t("noLinks")}</p>
      ) : (
        <ul className="mt-3 flex flex-wrap gap-2">
          {mail.links.map((link, index) => (
            <li key={link}>
              <a
                href={link}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={t("openLinkLabel", { n: index + 1, to: mail.to })}
                className="inline-flex min-h-11 items-center rounded-control bg-brand-600 px-4 font-semibold text-white hover:bg-brand-700"
              >
                {t("openLink", { n: index + 1 })}
              </a>
            </li>
          ))}
        </ul>
      )}
      <details className="mt-3">
        <summary className="cursor-pointer font-semibold text-brand-700">{t("showText")}</summary>
        <pre className="mt-2 overflow-x-auto rounded-control bg-gray-50 p-3 text-caption whitespace-pre-wrap break-words">
          {mail.text}
        </pre>
      </details>
    </li>
  );
}

const STATE_KEYS = {
  pending: "states.pending",
  sending: "states.sending",
  sent: "states.sent",
  failed: "states.failed",
} as const;
