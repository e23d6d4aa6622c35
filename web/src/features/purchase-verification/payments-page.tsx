import {
  formatRupees,
  PAYMENT_STATUS_FILTERS,
  PAYMENTS_FILTERS,
  PAYMENTS_LIST,
  type PaymentsPage as PaymentsPageData,
  type Purchase,
  paymentsQuerySchema,
} from "@ganit/contracts";
import { lazy, Suspense, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { CountTiles } from "@/components/count-tiles.tsx";
import { DayRangeInputs } from "@/components/day-range-inputs.tsx";
import { SchoolFilterChip } from "@/components/filter-chip.tsx";
import { ListExportButton, useListExport } from "@/components/list-export.tsx";
import { ListScreenTop, listTableProps, useListLoadError } from "@/components/list-page.tsx";
import { confirmTexts, reasonDialogTexts } from "@/components/screen-parts.tsx";
import { DataTable } from "@/components/ui/data-table.tsx";
import { Select } from "@/components/ui/select.tsx";
import { localeOf } from "@/lib/dates.ts";
import { apiErrorMessage, translateMessage } from "@/lib/messages.ts";
import { useStatusWords } from "@/lib/status-words.ts";
import { useListParams } from "@/lib/use-list-params.ts";
import { useApprovePayment, usePayments, useRejectPayment } from "./api.ts";
import { NAMESPACE } from "./i18n.ts";
import { type PaymentActions, PaymentActionsContext, usePaymentColumns } from "./payment-columns.tsx";
import { PaymentTotals } from "./payment-totals.tsx";

const listOptions = { schema: paymentsQuerySchema };
/** Without a status in the URL the screen shows what waits for a decision. */
const DEFAULT_STATUS = "pending";

// The approve and reject dialogs (the dialog stack) load with import() when an operator first opens
// one, and stay mounted after, so closing still animates and returns focus to the row.
const ConfirmDeleteDialog = lazy(() =>
  import("@/components/confirm-delete-dialog.tsx").then((module) => ({
    default: module.ConfirmDeleteDialog,
  })),
) as unknown as typeof import("@/components/confirm-delete-dialog.tsx").ConfirmDeleteDialog;
const ReasonDialog = lazy(() =>
  import("@/components/reason-dialog.tsx").then((module) => ({ default: module.ReasonDialog })),
) as unknown as typeof import("@/components/reason-dialog.tsx").ReasonDialog;

/**
 * /superadmin/payments: purchases to verify (pending first), approve or reject with a reason; and
 * reconciliation: every status, one school (`?schoolId=`, a school's Payments link), days of
 * purchase, the filter's totals in rupees, who decided each payment, and the filtered rows as .xlsx.
 */
export default function PaymentsPage() {
  const { t, i18n } = useTranslation(NAMESPACE);
  const words = useStatusWords();
  const list = useListParams(PAYMENTS_LIST, PAYMENTS_FILTERS, listOptions);
  const status = list.filters.status ?? DEFAULT_STATUS;
  const query = list.filters.status ? list.apiQuery : `${list.apiQuery}&status=${DEFAULT_STATUS}`;
  const payments = usePayments(query);
  const columns = usePaymentColumns();
  const approve = useApprovePayment();
  const reject = useRejectPayment();
  const [toApprove, setToApprove] = useState<Purchase | null>(null);
  const [opened, setOpened] = useState(false);
  const [toReject, setToReject] = useState<Purchase | null>(null);
  if ((toApprove || toReject) && !opened) setOpened(true);
  const loadError = useListLoadError(payments, t("paymentsLoadFailed", { ns: "messages" }), "payments-load");
  const failed = t("paymentDecisionFailed", { ns: "messages" });

  const busyId = approve.isPending ? (approve.variables ?? null) : null;
  const actions = useMemo<PaymentActions>(
    () => ({ busyId, onApprove: setToApprove, onReject: setToReject }),
    [busyId],
  );
  const locale = localeOf(i18n.language);
  const { exporting, run } = useListExport();
  const download = () =>
    run(
      true,
      async () => {
        // The export's code (and SheetJS after it) loads only when someone exports.
        const { exportPayments } = await import("./payments-export.ts");
        const count = await exportPayments(query, t);
        toast.success(t("export.done", { count }));
      },
      (error) => apiErrorMessage(error, t("export.failed")),
    );

  return (
    <div className="container-page py-8 sm:py-12">
      <ListScreenTop
        list={list}
        text={(key) => t(key)}
        actions={
          <ListExportButton
            exporting={exporting}
            empty={!payments.data || payments.data.total === 0}
            label={t("export.button")}
            onExport={() => void download()}
          />
        }
        between={
          <>
            <StatusCounts counts={payments.data?.counts} />

            <SchoolFilterChip
              schoolId={list.filters.schoolId}
              onClear={() => list.setFilter("schoolId", undefined)}
            />
          </>
        }
        className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr]"
      >
        <Select
          label={t("status")}
          value={status}
          onChange={(event) => list.setFilter("status", event.target.value)}
          options={PAYMENT_STATUS_FILTERS.map((value) => ({
            value,
            label: value === "all" ? t("statuses.all") : words.purchase(value),
          }))}
        />
        <DayRangeInputs from={list.filters.from} to={list.filters.to} onChange={list.setFilter} />
      </ListScreenTop>

      <PaymentTotals page={payments.data} />

      <PaymentActionsContext value={actions}>
        <DataTable
          {...listTableProps(list, payments, loadError, t)}
          columns={columns}
          getRowId={(purchase) => purchase._id}
        />
      </PaymentActionsContext>

      {opened && (
        <Suspense fallback={null}>
          <ConfirmDeleteDialog
            target={toApprove}
            busy={approve.isPending}
            texts={confirmTexts((key) => t(`approveDialog.${key}`))}
            describe={(purchase) =>
              t("approveDialog.description", {
                buyer: purchase.buyer.name,
                utr: purchase.utrNumber,
                total: formatRupees(purchase.total, locale),
              })
            }
            onCancel={() => setToApprove(null)}
            onConfirm={(purchase) =>
              approve.mutate(purchase._id, {
                onSuccess: (reply) => toast.success(translateMessage(reply.key ? reply : "paymentApproved")),
                onError: (error) => toast.error(apiErrorMessage(error, failed)),
                onSettled: () => setToApprove(null),
              })
            }
          />

          <ReasonDialog
            target={toReject}
            busy={reject.isPending}
            texts={reasonDialogTexts((key) => t(`rejectDialog.${key}`), {
              description: toReject
                ? t("rejectDialog.description", { buyer: toReject.buyer.name, utr: toReject.utrNumber })
                : "",
              required: t("rejectionReasonRequired", { ns: "messages" }),
            })}
            onCancel={() => setToReject(null)}
            onConfirm={(purchase, reason) =>
              reject.mutate(
                { purchaseId: purchase._id, body: { reason } },
                {
                  onSuccess: (reply) =>
                    toast.success(translateMessage(reply.key ? reply : "paymentRejected")),
                  onError: (error) => toast.error(apiErrorMessage(error, failed)),
                  onSettled: () => setToReject(null),
                },
              )
            }
          />
        </Suspense>
      )}
    </div>
  );
}

const tiles = [
  { key: "pending", tone: "bg-warning-50 text-warning-800 border-warning-700/20" },
  { key: "verified", tone: "bg-success-50 text-success-800 border-success-600/20" },
  { key: "rejected", tone: "bg-danger-50 text-danger-800 border-danger-600/20" },
] as const;

/** Pending, Verified, Rejected: over every purchase, whatever the filters. */
function StatusCounts({ counts }: { counts: PaymentsPageData["counts"] | undefined }) {
  const { t } = useTranslation(NAMESPACE);
  const words = useStatusWords();
  return (
    <CountTiles
      label={t("cards.label")}
      tiles={tiles.map((tile) => ({ ...tile, label: words.purchase(tile.key) }))}
      counts={counts}
    />
  );
}
