import { DEMO_OUTBOX_LIMIT, type DemoOutboxResponse } from "@ganit/contracts";
import type { AppContext } from "../../context.ts";
import { latestMail } from "../../mail/outbox.ts";

/** The links of a mail's text that lead into this Ganit (a set-password link among them). */
export function linksInto(appUrl: string, text: string): string[] {
  // A full stop or comma after a link ends the sentence, not the link.
  const found = (text.match(/https?:\/\/[^\s<>"')]+/g) ?? []).map((link) => link.replace(/[.,;:!?]+$/, ""));
  const own = found.filter(
    (link) => link === appUrl || link.startsWith(`${appUrl}/`) || link.startsWith(`${appUrl}?`),
  );
  return [...new Set(own)];
}

/**
 * The demo's outbox: what the platform mailed, for a superadmin trying the product in one browser.
 * Built only by a demo start; a production start has no such service and no such route.
 */
export function createDemoOutboxService({ config, database }: AppContext) {
  return {
    async latest(): Promise<DemoOutboxResponse> {
      const rows = await latestMail(database.db, DEMO_OUTBOX_LIMIT);
      return {
        data: rows.map((row) => ({
          _id: row.id,
          to: row.to,
          subject: row.subject,
          status: row.status,
          createdAt: row.createdAt.toISOString(),
          text: row.text,
          links: linksInto(config.appUrl, row.text),
        })),
      };
    },
  };
}
export type DemoOutboxService = ReturnType<typeof createDemoOutboxService>;
