/**
 * The connection of a DATABASE_URL as libpq's environment variables, for pg_dump and pg_restore:
 * every local user can read a process's command line (ps, /proc/<pid>/cmdline), so the URL, and the
 * password in it, never goes there. Only the environment of the child (readable by its owner and
 * root) carries it.
 */
export type LibpqEnv = Partial<
  Record<"PGHOST" | "PGPORT" | "PGUSER" | "PGPASSWORD" | "PGDATABASE" | "PGSSLMODE", string>
>;

export function libpqEnv(databaseUrl: string): LibpqEnv {
  const url = new URL(databaseUrl);
  const query = url.searchParams;
  const env: LibpqEnv = {};
  const put = (name: keyof LibpqEnv, value: string | null | undefined) => {
    if (value) env[name] = value;
  };
  // A host in the query (a Unix socket folder) wins over the URL's, as libpq reads it.
  put("PGHOST", query.get("host") ?? decodeURIComponent(url.hostname).replace(/^\[(.*)\]$/, "$1"));
  put("PGPORT", query.get("port") ?? url.port);
  put("PGUSER", query.get("user") ?? decodeURIComponent(url.username));
  put("PGPASSWORD", query.get("password") ?? decodeURIComponent(url.password));
  put("PGDATABASE", query.get("dbname") ?? decodeURIComponent(url.pathname.replace(/^\//, "")));
  put("PGSSLMODE", query.get("sslmode"));
  return env;
}
