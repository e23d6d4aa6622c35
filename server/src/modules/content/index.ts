/** The content module's public entry: the library (`content_items`) is written only through these. */
export { registerContentRoutes } from "./routes.ts";
export {
  type ContentInputValues,
  type ContentService,
  createContentItem,
  createContentItems,
  createContentService,
  updateContentItem,
} from "./service.ts";
