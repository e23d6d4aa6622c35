import { formatRupees, type Purchase, routePath } from "@ganit/contracts";
import type { DbOrTx } from "../../db/client.ts";
import { queueMail } from "../../mail/outbox.ts";

/**
 * The mails a buyer gets when the superadmin decides their payment. English only: the mail module
 * has no per-recipient language yet (every mail Ganit sends is English; see docs/adr/0162-decision-mail-english.md).
 * Queued in the decision's transaction, so a decision that rolls back mails nobody.
 */

/** `Vedic Math, Class 6: 30 seats` — what one line bought, in words. */
function lineText(line: Purchase["lines"][number], kind: Purchase["kind"]): string {
  const what =
    line.seats === null || kind === "school"
      ? "for the school"
      : line.renewal
        ? `${line.seats} more ${line.seats === 1 ? "seat" : "seats"} (renewal)`
        : `${line.seats} ${line.seats === 1 ? "seat" : "seats"}`;
  return `- ${line.courseName}, Class ${line.classNumber}: ${what}`;
}

const linesText = (purchase: Purchase) =>
  purchase.lines.map((line) => lineText(line, purchase.kind)).join("\n");

/** The printable receipt of a verified payment, on the public address of the platform. */
export const receiptLink = (appUrl: string, purchaseId: string) =>
  new URL(routePath.receiptPage(purchaseId), `${appUrl}/`).toString();

/** A mail to the purchase's buyer, when the buyer has an address: the greeting, then `body`. */
async function mailBuyer(tx: DbOrTx, purchase: Purchase, subject: string, body: string): Promise<void> {
  if (!purchase.buyer.email) return;
  await queueMail(tx, {
    to: purchase.buyer.email,
    subject,
    text: `Hello ${purchase.buyer.name},\n\n${body}`,
  });
}

export async function queueApprovedMail(tx: DbOrTx, appUrl: string, purchase: Purchase): Promise<void> {
  await mailBuyer(
    tx,
    purchase,
    "Ganit: your payment is verified",
    "Your payment to Ganit has been verified. These classes are now active:\n\n" +
      `${linesText(purchase)}\n\n` +
      `Total paid: ${formatRupees(purchase.total)}\n` +
      `UTR number: ${purchase.utrNumber}\n\n` +
      `Your receipt:\n${receiptLink(appUrl, purchase._id)}\n`,
  );
}

export async function queueRejectedMail(tx: DbOrTx, purchase: Purchase, reason: string): Promise<void> {
  await mailBuyer(
    tx,
    purchase,
    "Ganit: your payment could not be verified",
    `We could not verify your payment of ${formatRupees(purchase.total)} ` +
      `with UTR number ${purchase.utrNumber}, so these classes were not activated:\n\n` +
      `${linesText(purchase)}\n\n` +
      `Reason: ${reason}\n\n` +
      "If you believe the payment was made, please contact us with the UTR number, " +
      "or buy the classes again with the correct UTR number.\n",
  );
}
