import { useTranslation } from "react-i18next";
import { PaymentHistoryView } from "@/components/payment/payment-history.tsx";
import { usePaymentHistory } from "./api.ts";
import { NAMESPACE } from "./i18n.ts";
import { useLineText } from "./quote-lines.tsx";

/** The school's purchases, newest first, as cards (so the list reads on a phone), in the school's words. */
export function PaymentHistoryList() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <PaymentHistoryView
      history={usePaymentHistory()}
      lineText={useLineText()}
      texts={{
        caption: t("payments.title"),
        loading: t("loading"),
        retry: t("retry"),
        reason: (reason) => t("payments.reason", { reason }),
        receipt: t("payments.receipt"),
        receiptOf: (date) => t("payments.receiptFor", { date }),
        date: t("payments.date"),
        utr: t("payments.utr"),
        empty: t("payments.empty"),
        emptyHint: t("payments.emptyHint"),
      }}
    />
  );
}
