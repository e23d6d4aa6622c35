import { adminsApi } from "./admins.ts";

export { adminsApi } from "./admins.ts";

/** Every endpoint of the API, by domain: the server registers each one, and a test checks it did. */
export const ENDPOINTS = { admins: adminsApi };
