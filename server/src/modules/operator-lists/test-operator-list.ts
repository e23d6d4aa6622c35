import {
  callerAs,
  listReader,
  requester,
  useSignedIn,
  useSignedInSchool,
  useTestEnv,
} from "../../test/session.ts";

/**
 * A test file's app and the callers of an operator's list at `url`: the superadmin and an admin,
 * who may read it, and a signed-in school, which may not; `page` reads it as the superadmin.
 */
export function useOperatorList<Page>(url: string) {
  const env = useTestEnv();
  const superadmin = useSignedIn(env, "superadmin");
  return {
    env,
    admin: useSignedIn(env, "admin"),
    school: useSignedInSchool(env),
    asSuperadmin: callerAs(env, superadmin),
    send: requester(env),
    page: listReader<Page>(env, url, superadmin),
  };
}
