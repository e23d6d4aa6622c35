import { toast } from "sonner";
import { apiErrorMessage, type ServerReply, translateMessage } from "@/lib/messages.ts";

/**
 * The callbacks of a row action (activate, hold, remove, approve…): the server's reply as a success
 * toast, its refusal (or `fallback` when it gave none) as an error toast, then `onSettled` either way
 * (usually closing the confirmation that started it).
 */
export function toastOutcome(fallback: string, onSettled?: () => void) {
  return {
    onSuccess: (reply: ServerReply) => void toast.success(translateMessage(reply)),
    onError: (error: unknown) => void toast.error(apiErrorMessage(error, fallback)),
    onSettled,
  };
}
