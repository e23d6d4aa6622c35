import { useEffect } from "react";
import { toast } from "sonner";
import { type ServerReply, translateMessage } from "@/lib/messages.ts";
import { SESSION_EXPIRED_EVENT } from "@/lib/session.ts";

/**
 * When the server ends a session because the account or its school is on hold or blocked, says so:
 * the guard then sends the user to /login, and without this they would not know why.
 */
export function SessionEndedNotice() {
  useEffect(() => {
    const tell = (event: Event) => {
      const reply = (event as CustomEvent<ServerReply | null>).detail;
      if (reply) toast.error(translateMessage(reply), { id: "session-ended" });
    };
    window.addEventListener(SESSION_EXPIRED_EVENT, tell);
    return () => window.removeEventListener(SESSION_EXPIRED_EVENT, tell);
  }, []);
  return null;
}
