import { adminUsersQuerySchema, adminUsersResponseSchema } from "../admins.ts";
import { idParamsSchema, messageResponseSchema } from "../common.ts";
import { endpoint } from "../endpoint.ts";
import { API } from "../paths.ts";

const tags = ["admin users"];
const access = ["superadmin"] as const;

export const adminsList = endpoint({
  method: "GET",
  path: API.admins,
  access,
  tags,
  summary: "Staff accounts: the whole list, or a page when any list parameter is given",
  schemas: { query: adminUsersQuerySchema, response: adminUsersResponseSchema },
});

export const adminsActivate = endpoint({
  method: "PUT",
  path: `${API.admins}/activate/:id`,
  access,
  tags,
  summary: "Activate a staff account",
  schemas: { params: idParamsSchema, response: messageResponseSchema },
});

export const adminsHold = endpoint({
  method: "PUT",
  path: `${API.admins}/hold/:id`,
  access,
  tags,
  summary: "Put a staff account on hold (its sessions end at once)",
  schemas: { params: idParamsSchema, response: messageResponseSchema },
});

export const adminsRemove = endpoint({
  method: "DELETE",
  path: `${API.admins}/:id`,
  access,
  tags,
  summary: "Delete a staff account permanently",
  schemas: { params: idParamsSchema, response: messageResponseSchema },
});

/** Admin users management (`/api/admin`, superadmin only): the reference slice. */
export const adminsApi = {
  list: adminsList,
  activate: adminsActivate,
  hold: adminsHold,
  remove: adminsRemove,
};
