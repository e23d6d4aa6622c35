import type { PaymentInstructions } from "@ganit/contracts";
import qrcode from "qrcode-generator";
import type { AppConfig } from "../../config/env.ts";

/**
 * How to pay an amount: the UPI intent (`upi://pay`, NPCI's linking specification: payee address,
 * payee name, amount in rupees with 2 decimals, currency, a short note) and its QR code, drawn here on
 * the server as an SVG data URL so the browser needs no QR library and shows exactly what was quoted.
 * Without a configured payee there is nothing to pay: the answer says so instead of a QR that pays no one.
 */

/** UPI apps show the note on the payer's screen and cut long ones; keep it short and plain. */
const NOTE_MAX = 50;

export function upiNote(buyerName: string): string {
  const plain = buyerName
    .replace(/[^\p{L}\p{N} .,&'-]/gu, " ")
    .replace(/\s+/g, " ")
    .trim();
  return `Ganit ${plain}`.slice(0, NOTE_MAX).trim();
}

export function upiUri(payee: { id: string; name: string }, totalPaise: number, note: string): string {
  const params = new URLSearchParams({
    pa: payee.id,
    pn: payee.name,
    am: (totalPaise / 100).toFixed(2),
    cu: "INR",
    tn: note,
  });
  // URLSearchParams writes a space as "+" and "@" as "%40"; some UPI apps show the "+" and misread the
  // payee address, so spaces go as %20 (a literal "+" is already %2B) and "@" stays as it is (RFC 3986
  // allows it in a query).
  const query = params.toString().replace(/\+/g, "%20").replace(/%40/g, "@");
  return `upi://pay?${query}`;
}

/** The QR code of a text as `data:image/svg+xml;base64,…` (error correction M: phones read it from a screen). */
export function qrCodeDataUrl(text: string): string {
  const qr = qrcode(0, "M");
  qr.addData(text, "Byte");
  qr.make();
  const svg = qr.createSvgTag({ cellSize: 4, margin: 4, scalable: true });
  return `data:image/svg+xml;base64,${Buffer.from(svg, "utf8").toString("base64")}`;
}

export function paymentInstructions(
  config: Pick<AppConfig, "upiPayee">,
  totalPaise: number,
  buyerName: string,
): PaymentInstructions {
  const payee = config.upiPayee;
  if (!payee) return { configured: false };
  const uri = upiUri(payee, totalPaise, upiNote(buyerName));
  return {
    configured: true,
    payeeId: payee.id,
    payeeName: payee.name,
    upiUri: uri,
    qrCode: qrCodeDataUrl(uri),
  };
}
