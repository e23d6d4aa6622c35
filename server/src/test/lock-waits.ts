import pg from "pg";

/**
 * For the race tests on PostgreSQL: resolves once `waiters` sessions on databaseUrl's database are
 * waiting for a lock (pg_stat_activity's wait_event_type 'Lock': a row lock, a unique index entry
 * another transaction wrote, a table lock), so the test lets the holding transaction go only after
 * the requests it races are really queued behind it, however slow the machine is. A fixed sleep
 * proved nothing on a loaded machine: the request might not have reached its lock yet.
 *
 * It also returns when `unless` settles first (a request that ended without waiting: its answer is
 * for the test's assertions to judge), and fails after timeoutMs with what the sessions were doing.
 * The check runs on its own connection and outside any transaction: pg_stat_activity is read once per
 * transaction, so a check inside the holder's transaction would never see a change.
 */
export async function waitForLockWaiters(
  databaseUrl: string,
  waiters: number,
  options: { unless?: Promise<unknown>; timeoutMs?: number } = {},
): Promise<void> {
  const timeoutMs = options.timeoutMs ?? 20_000;
  let settled = false;
  options.unless?.then(
    () => {
      settled = true;
    },
    () => {
      settled = true;
    },
  );
  const observer = new pg.Client({ connectionString: databaseUrl });
  await observer.connect();
  try {
    const deadline = performance.now() + timeoutMs;
    for (;;) {
      const { rows } = await observer.query<{ waiting: number }>(
        `select count(*)::int as waiting from pg_stat_activity
          where datname = current_database() and wait_event_type = 'Lock'`,
      );
      if ((rows[0]?.waiting ?? 0) >= waiters || settled) return;
      if (performance.now() > deadline) {
        const activity = await observer.query(
          `select pid, state, wait_event_type, wait_event, left(query, 120) as query
             from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`,
        );
        throw new Error(
          `${rows[0]?.waiting ?? 0} of ${waiters} sessions waiting for a lock after ${timeoutMs} ms: ` +
            JSON.stringify(activity.rows),
        );
      }
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  } finally {
    await observer.end();
  }
}

/**
 * Runs `statements` in a transaction on a connection of its own (an admin's, say), starts `during`'s
 * request, and commits once that request waits for a lock the transaction holds: the interleaving is
 * the same on every run. Answers the request's response.
 */
export async function whileAnotherTransactionHolds<T>(
  databaseUrl: string,
  statements: [string, unknown[]][],
  during: () => Promise<T>,
): Promise<T> {
  const holder = new pg.Client({ connectionString: databaseUrl });
  await holder.connect();
  try {
    await holder.query("begin");
    for (const [text, values] of statements) await holder.query(text, values);
    const pending = during();
    await waitForLockWaiters(databaseUrl, 1, { unless: pending });
    await holder.query("commit");
    return await pending;
  } finally {
    await holder.end();
  }
}

/**
 * Sends the requests (which take a course's classes in different orders) while a third transaction
 * holds class 7 of the course for the school: each request waits on it with its first class written,
 * then the third rolls back. Answers the requests' responses, in order.
 */
export async function pastAHeldClass7<T>(
  databaseUrl: string,
  key: { schoolId: string; courseId: string },
  send: () => Promise<T>[],
): Promise<T[]> {
  const holder = new pg.Client({ connectionString: databaseUrl });
  await holder.connect();
  await holder.query("begin");
  await holder.query(
    `insert into purchased_classes (id, school_id, course_id, class_number, kind, status, student_limit)
     values (gen_random_uuid()::text, $1, $2, 7, 'school', 'active', null)`,
    [key.schoolId, key.courseId],
  );
  const requests = send();
  const all = Promise.all(requests);
  await waitForLockWaiters(databaseUrl, requests.length, { unless: Promise.race(requests) });
  await holder.query("rollback");
  await holder.end();
  return all;
}
