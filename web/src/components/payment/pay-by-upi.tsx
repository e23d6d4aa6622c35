import type { PaymentInstructions } from "@ganit/contracts";
import { translateMessage } from "@/lib/messages.ts";

/** The words of the UPI panel, in the caller's language and voice. */
export type PayByUpiTexts = {
  scan: string;
  qrAlt: (payee: string) => string;
  payee: string;
  upiId: string;
  payWithApp: string;
};

/**
 * How to pay exactly the quoted total: the UPI QR code, the payee and their UPI ID, and a link that
 * opens a phone's UPI app; without a configured payee, the message that payments are not set up.
 * The school's payment step and the learner's show the same panel.
 */
export function PayByUpi({ payment, texts }: { payment: PaymentInstructions; texts: PayByUpiTexts }) {
  if (!payment.configured)
    return (
      <p
        role="alert"
        className="rounded-card border border-warning-700/30 bg-warning-50 p-4 text-warning-800"
      >
        {translateMessage("paymentsNotConfigured")}
      </p>
    );
  return (
    <div className="flex flex-col items-center gap-3 rounded-card border border-line bg-white p-4 text-center">
      <p className="text-caption text-ink-muted">{texts.scan}</p>
      <img
        src={payment.qrCode}
        alt={texts.qrAlt(payment.payeeName)}
        width={220}
        height={220}
        className="size-55 max-w-full"
      />
      <dl className="text-caption">
        <div className="flex justify-center gap-2">
          <dt className="text-ink-muted">{texts.payee}</dt>
          <dd className="font-semibold">{payment.payeeName}</dd>
        </div>
        <div className="flex justify-center gap-2">
          <dt className="text-ink-muted">{texts.upiId}</dt>
          <dd className="font-semibold break-all">{payment.payeeId}</dd>
        </div>
      </dl>
      <a
        href={payment.upiUri}
        className="inline-flex min-h-11 items-center justify-center rounded-control bg-accent-400 px-5 font-bold text-accent-950 hover:bg-accent-300"
      >
        {texts.payWithApp}
      </a>
    </div>
  );
}
