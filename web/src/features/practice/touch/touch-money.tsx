import type { MoneySetup } from "@ganit/contracts/practice/index";
import { useTranslation } from "react-i18next";
import { cn } from "@/lib/cn.ts";
import { NAMESPACE } from "../i18n.ts";
import { toDevanagari } from "../keypad.tsx";

/**
 * Making an amount (docs/adr/0651-touch-answers.md): tap a note or a coin to put it in the tray, tap
 * it in the tray to take it out. The tray's total is announced; any notes and coins making the
 * amount are right. Each piece is a button with its name ("Add a ₹10 note"), so a screen reader
 * and a keyboard make the amount the same way.
 */
export type TrayPiece = { kind: "coin" | "note"; value: number };
export const MOST_PIECES = 40;

const NOTE_COLOUR: Record<number, string> = {
  10: "bg-[#d9b38c]",
  20: "bg-[#d8e36a]",
  50: "bg-[#9ed8d8]",
  100: "bg-[#c8b6e2]",
  200: "bg-[#f5c26b]",
  500: "bg-[#c9c9b8]",
};

function PieceFace({ piece, label }: { piece: TrayPiece; label: string }) {
  return piece.kind === "coin" ? (
    <span
      aria-hidden="true"
      className={cn(
        "flex size-14 items-center justify-center rounded-full border-[3px] border-[#4b5563] text-base font-bold text-[#111827]",
        piece.value >= 10 ? "bg-[#e5c07b]" : "bg-[#d1d5db]",
      )}
    >
      {label}
    </span>
  ) : (
    <span
      aria-hidden="true"
      className={cn(
        "flex h-14 w-24 items-center justify-center rounded-md border-2 border-[#4b5563] text-lg font-bold text-[#111827]",
        NOTE_COLOUR[piece.value] ?? "bg-[#e5e7eb]",
      )}
    >
      {label}
    </span>
  );
}

export function TouchMoney({
  setup,
  pieces,
  onChange,
  locked,
  devanagari,
}: {
  setup: MoneySetup;
  pieces: readonly TrayPiece[];
  onChange: (pieces: TrayPiece[]) => void;
  locked: boolean;
  devanagari: boolean;
}) {
  const { t } = useTranslation(NAMESPACE);
  const rupees = (value: number) => `₹${devanagari ? toDevanagari(String(value)) : value}`;
  const offered: TrayPiece[] = [
    ...setup.notes.map((value) => ({ kind: "note" as const, value })),
    ...setup.coins.map((value) => ({ kind: "coin" as const, value })),
  ];
  const total = pieces.reduce((sum, piece) => sum + piece.value, 0);
  const name = (piece: TrayPiece) =>
    t(piece.kind === "coin" ? "touch.coin" : "touch.note", { value: rupees(piece.value) });
  return (
    <div className="grid gap-4">
      <fieldset className="grid gap-2" disabled={locked}>
        <legend className="mb-1 text-body text-ink-muted">{t("touch.moneyOffered")}</legend>
        <div className="flex flex-wrap justify-center gap-2">
          {offered.map((piece) => (
            <button
              key={`${piece.kind}${piece.value}`}
              type="button"
              aria-label={t("touch.addPiece", { piece: name(piece) })}
              disabled={pieces.length >= MOST_PIECES}
              onClick={() => onChange([...pieces, piece])}
              className="flex min-h-14 items-center rounded-xl p-1 active:scale-95 disabled:opacity-50"
            >
              <PieceFace piece={piece} label={rupees(piece.value)} />
            </button>
          ))}
        </div>
      </fieldset>
      <section
        aria-label={t("touch.tray")}
        className="grid min-h-28 gap-2 rounded-2xl border-2 border-dashed border-brand-600 bg-brand-50 p-3"
      >
        <output aria-live="polite" className="text-center text-xl font-semibold tabular-nums">
          {t("touch.trayTotal", { total: rupees(total) })}
        </output>
        {pieces.length === 0 ? (
          <p className="text-center text-body text-ink-muted">{t("touch.trayEmpty")}</p>
        ) : (
          <ul className="flex flex-wrap justify-center gap-2">
            {pieces.map((piece, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: pieces of the same value are alike; their place is their name
              <li key={i}>
                <button
                  type="button"
                  disabled={locked}
                  aria-label={t("touch.removePiece", { piece: name(piece) })}
                  onClick={() => onChange(pieces.filter((_, j) => j !== i))}
                  className="flex min-h-14 items-center rounded-xl p-1 active:scale-95"
                >
                  <PieceFace piece={piece} label={rupees(piece.value)} />
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
