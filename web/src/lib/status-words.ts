import type { ClassStatus, PurchaseStatus } from "@ganit/contracts";
import { useTranslation } from "react-i18next";
import { registerTranslations, type Translation } from "./i18n.ts";
import en from "./status-words/en.json";
import hiTexts from "./status-words/hi.json";

/**
 * The one table of status words (namespace "status"): every screen that names the state of a
 * purchase, of a bought class or of an account reads its words here, in English and Hindi, so one
 * state has one name everywhere (docs/adr/0446-one-table-of-status-words.md).
 *
 * - A purchase waiting for its payment to be verified, and the classes it bought, are **under
 *   review** (the spec: "Class is under review"), on the buyer's screens and the operator's alike.
 * - **On Hold** is what an operator does to an account, a school or a class, never a purchase's wait.
 * - A buyer sees an active class as "Class is bought" and any other as "Class is under review" (spec
 *   part 1 §4): a class the superadmin held reads the same to them.
 */
export const STATUS_NAMESPACE = "status" as const;

export { en };

const hi: Translation<typeof en> = hiTexts;
registerTranslations(STATUS_NAMESPACE, { en, hi });

export type StatusWord = keyof typeof en;

/** A purchase's state, in the buyer's payment history and the operator's payments alike. */
export const PURCHASE_STATUS_WORD = {
  pending: "underReview",
  verified: "verified",
  rejected: "rejected",
} as const satisfies Record<PurchaseStatus, StatusWord>;

/** A bought class as its buyer sees it: active is bought, anything else under review. */
export const boughtClassWord = (status: ClassStatus | string): StatusWord =>
  status === "active" ? "classBought" : "classUnderReview";

/** An account's, a school's or (to the operator) a class's status; an unknown one reads as itself. */
export const accountStatusWord = (status: string): StatusWord | undefined => {
  const normalised = status.trim().toLowerCase();
  return normalised in en ? (normalised as StatusWord) : undefined;
};

/** The table in the reader's language. */
export function useStatusWords() {
  const { t } = useTranslation(STATUS_NAMESPACE);
  return {
    word: (key: StatusWord, values?: { current: number | string; limit: number | string }) => t(key, values),
    purchase: (status: PurchaseStatus) => t(PURCHASE_STATUS_WORD[status]),
    boughtClass: (status: ClassStatus | string) => t(boughtClassWord(status)),
    account: (status: string) => {
      const key = accountStatusWord(status);
      return key ? t(key) : status;
    },
  };
}
