import { inArray } from "drizzle-orm";
import { expect, it } from "vitest";
import { mailOutbox } from "../db/schema.ts";
import { unique } from "../test/factories.ts";
import { useTestEnv } from "../test/session.ts";
import { dropMailNaming, queueMail } from "./outbox.ts";

/**
 * An erased child's mail to the parents goes: the mail naming the child, by full or first name as a
 * word, and no other. A short first name ("Om") is inside many words ("from", "home"): a mail that
 * only holds such a word (a parent's pending password reset) stays.
 */
const env = useTestEnv();

it("drops the parent's mail naming the child as a word, and keeps every other", async () => {
  const parent = `${unique("parent")}@example.in`;
  const stranger = `${unique("other")}@example.in`;
  const mails = [
    { to: parent, subject: "Om's week", text: "Om practised 20 questions.", dropped: true },
    { to: parent, subject: "OM KUMAR: due Friday", text: "An assignment is due.", dropped: true },
    { to: parent, subject: "ओम का सप्ताह", text: "ओम ने 20 प्रश्न किए।", dropped: true },
    { to: parent, subject: "Set your password", text: "A link from home: open it soon.", dropped: false },
    { to: parent, subject: "ओमप्रकाश का सप्ताह", text: "ओमप्रकाश ने अभ्यास किया।", dropped: false },
    { to: parent, subject: "Tomorrow", text: "Room 4, 10 am.", dropped: false },
    { to: stranger, subject: "Om's week", text: "Om practised.", dropped: false },
  ];
  await env.db.transaction(async (tx) => {
    for (const { dropped: _dropped, ...mail } of mails) await queueMail(tx, mail);
  });
  await env.db.transaction((tx) =>
    dropMailNaming(tx, { to: [parent.toUpperCase()], names: ["Om Kumar", "Om", "ओम"] }),
  );
  const left = await env.db
    .select({ to: mailOutbox.to, subject: mailOutbox.subject })
    .from(mailOutbox)
    .where(inArray(mailOutbox.to, [parent, stranger]));
  expect(left.map((mail) => `${mail.to === parent ? "parent" : "stranger"}: ${mail.subject}`).sort()).toEqual(
    mails
      .filter((mail) => !mail.dropped)
      .map((mail) => `${mail.to === parent ? "parent" : "stranger"}: ${mail.subject}`)
      .sort(),
  );
});
