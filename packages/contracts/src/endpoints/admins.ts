import { adminUsersQuerySchema, adminUsersResponseSchema } from "../admins.ts";
import { idActionSchemas } from "../common.ts";
import { del, type EndpointGroup, get, put } from "../endpoint-group.ts";
import { API } from "../paths.ts";

const adminUsers = { access: ["superadmin"], tags: ["admin users"] } as const satisfies EndpointGroup;

export const adminsList = get(
  adminUsers,
  API.admins,
  "Staff accounts: the whole list, or a page when any list parameter is given",
  { query: adminUsersQuerySchema, response: adminUsersResponseSchema },
);

export const adminsActivate = put(
  adminUsers,
  `${API.admins}/activate/:id`,
  "Activate a staff account",
  idActionSchemas,
);

export const adminsHold = put(
  adminUsers,
  `${API.admins}/hold/:id`,
  "Put a staff account on hold (its sessions end at once)",
  idActionSchemas,
);

export const adminsRemove = del(
  adminUsers,
  `${API.admins}/:id`,
  "Delete a staff account permanently",
  idActionSchemas,
);

/** Admin users management (`/api/admin`, superadmin only): the reference slice. */
export const adminsApi = {
  list: adminsList,
  activate: adminsActivate,
  hold: adminsHold,
  remove: adminsRemove,
};
