import type { PaymentInstructions } from "@ganit/contracts";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button.tsx";
import { Card } from "@/components/ui/card.tsx";
import { PayByUpi, type PayByUpiTexts } from "./pay-by-upi.tsx";
import { UtrTermsForm, type UtrTermsFormProps, type UtrTermsTexts } from "./utr-terms-form.tsx";

export type PaymentStepTexts = PayByUpiTexts &
  UtrTermsTexts & {
    title: string;
    /** The label over the amount to pay. */
    amount: string;
  };

/** The words of the step that every purchase's `payment` block names alike, looked up by key. */
export type PaymentStepKey =
  | "amount"
  | "payee"
  | "upiId"
  | "payWithApp"
  | "utr"
  | "utrHint"
  | "terms"
  | "submit"
  | "submitting";

/**
 * The step's words: those a feature's `payment` block names alike (looked up by `text`), and the
 * ones each purchase words its own way (`own`: the title, the scan line, the QR code's text, Back).
 */
export function paymentStepTexts(
  text: (key: PaymentStepKey) => string,
  own: Pick<PaymentStepTexts, "title" | "scan" | "qrAlt" | "back">,
): PaymentStepTexts {
  return {
    ...own,
    amount: text("amount"),
    payee: text("payee"),
    upiId: text("upiId"),
    payWithApp: text("payWithApp"),
    utr: text("utr"),
    utrHint: text("utrHint"),
    terms: text("terms"),
    submit: text("submit"),
    submitting: text("submitting"),
  };
}

export type PaymentStepProps<TRequest, TCreated> = Omit<UtrTermsFormProps<TRequest, TCreated>, "texts"> & {
  /** The server's quote: how to pay it (UPI) and the total, already in the reader's rupees. */
  payment: PaymentInstructions;
  total: string;
  /** What was priced, line by line, in the caller's words. */
  summary: ReactNode;
  texts: PaymentStepTexts;
};

/**
 * The payment step of every purchase (a school's wizard, a renewal, a learner's class): the amount
 * the server priced and what it is for, the UPI QR code and link for exactly that amount, then the
 * UTR and the non-refundable terms. Without a configured payee there is nothing to pay: only the
 * way back. The amount is never sent: the server prices again.
 */
export function PaymentStep<TRequest, TCreated>({
  payment,
  total,
  summary,
  texts,
  ...form
}: PaymentStepProps<TRequest, TCreated>) {
  return (
    <Card title={texts.title}>
      <div className="grid gap-6 md:grid-cols-2">
        <div className="flex flex-col gap-3">
          <p className="text-ink-muted">{texts.amount}</p>
          <p
            data-testid="payment-amount"
            className="font-display text-display font-extrabold text-brand-800 tabular-nums"
          >
            {total}
          </p>
          {summary}
        </div>
        <PayByUpi payment={payment} texts={texts} />
      </div>
      {payment.configured ? (
        <div className="mt-6 border-line border-t pt-6">
          <UtrTermsForm {...form} texts={texts} />
        </div>
      ) : (
        <Button variant="secondary" className="mt-6" onClick={form.onBack}>
          {texts.back}
        </Button>
      )}
    </Card>
  );
}
