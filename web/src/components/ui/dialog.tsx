import { Dialog as RadixDialog } from "radix-ui";
import { type ReactNode, useLayoutEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { CROSS_PATH, OutlineSvg } from "@/components/icon-frame.tsx";
import { cn } from "@/lib/cn.ts";

export type DialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Heading of the dialog (also its accessible name). */
  title: ReactNode;
  /** Optional text under the title (the dialog's accessible description). */
  description?: ReactNode;
  children?: ReactNode;
  /** Buttons at the bottom (e.g. Cancel / Save). */
  footer?: ReactNode;
  /** Width: sm 24rem, md 32rem (default), lg 48rem. */
  size?: "sm" | "md" | "lg";
  /** Optional element that opens the dialog (rendered with Radix Trigger asChild). */
  trigger?: ReactNode;
};

const widths = { sm: "max-w-sm", md: "max-w-lg", lg: "max-w-3xl" };

/**
 * A modal dialog (Radix): traps focus, closes on an outside click, on Escape and on the close
 * button, and gives focus back to the element that was focused when it opened (even when it was
 * opened without a Radix trigger, e.g. from a tile's onClick).
 */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  footer,
  size = "md",
  trigger,
}: DialogProps) {
  const { t } = useTranslation();
  const returnFocusTo = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    // Runs before Radix moves focus into the dialog, so this is still the opener.
    if (open && document.activeElement instanceof HTMLElement) returnFocusTo.current = document.activeElement;
  }, [open]);

  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      {trigger && <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger>}
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-brand-950/50 backdrop-blur-[2px]" />
        <RadixDialog.Content
          {...(description ? {} : { "aria-describedby": undefined })}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
          className={cn(
            "fixed top-1/2 left-1/2 z-50 flex max-h-[90dvh] w-[calc(100%-2rem)] -translate-x-1/2 -translate-y-1/2 flex-col",
            "rounded-card border border-brand-100 bg-white shadow-card focus:outline-none",
            widths[size],
          )}
        >
          <div className="flex items-start justify-between gap-4 border-b border-line px-5 pt-5 pb-3 sm:px-6">
            <div>
              <RadixDialog.Title className="font-display text-h3 font-bold text-brand-950">
                {title}
              </RadixDialog.Title>
              {description && (
                <RadixDialog.Description className="mt-1 text-ink-muted">
                  {description}
                </RadixDialog.Description>
              )}
            </div>
            <RadixDialog.Close
              aria-label={t("ui.close")}
              className="-me-2 flex size-10 shrink-0 items-center justify-center rounded-full text-brand-700 hover:bg-brand-50"
            >
              <OutlineSvg viewBox="0 0 24 24" strokeWidth="2.5" className="size-5">
                <path d={CROSS_PATH} />
              </OutlineSvg>
            </RadixDialog.Close>
          </div>
          {/* Focusable so keyboard users can scroll a long body (axe: scrollable-region-focusable). */}
          {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus */}
          <div tabIndex={0} className="overflow-y-auto px-5 py-4 focus-visible:outline-2 sm:px-6">
            {children}
          </div>
          {footer && (
            <div className="flex flex-wrap justify-end gap-2 border-t border-line px-5 py-4 sm:px-6">
              {footer}
            </div>
          )}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
