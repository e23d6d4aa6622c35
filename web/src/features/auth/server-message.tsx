import type { FormEvent, ReactNode } from "react";
import { cn } from "@/lib/cn.ts";
import { type ServerReply, translateMessage } from "@/lib/messages.ts";

/** The spec's colour rule: a message containing "success" (any case) is good news. */
export const isSuccessMessage = (message: string) => /success/i.test(message);

/** A form whose server reply (shown under it) goes away as soon as it is sent again. */
export function ReplyForm({
  onSubmit,
  clearReply,
  children,
}: {
  onSubmit: (event?: FormEvent) => Promise<void>;
  clearReply: () => void;
  children: ReactNode;
}) {
  return (
    <form
      noValidate
      onSubmit={(event) => {
        clearReply();
        void onSubmit(event);
      }}
    >
      {children}
    </form>
  );
}

/**
 * The server's reply shown inline under a form: green when its English `message` contains
 * "success", red otherwise. Shown in the current language (translated by its key).
 */
export function ServerMessage({ reply }: { reply: ServerReply | null }) {
  if (!reply?.message) return null;
  const success = isSuccessMessage(reply.message);
  return (
    <p
      role={success ? "status" : "alert"}
      data-tone={success ? "success" : "danger"}
      className={cn(
        "mt-4 rounded-control border px-4 py-3 font-semibold",
        success
          ? "border-success-600/30 bg-success-50 text-success-800"
          : "border-danger-600/30 bg-danger-50 text-danger-800",
      )}
    >
      {translateMessage(reply)}
    </p>
  );
}
