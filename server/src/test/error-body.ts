import { MESSAGES, type MessageKey } from "@ganit/contracts";

/**
 * The body of a refusal that stands under one field of a form: its message (in English) and key,
 * both again under the field, as the error handler writes them.
 */
export const fieldRefusalBody = (field: string, key: MessageKey) => ({
  message: MESSAGES[key],
  key,
  fields: { [field]: MESSAGES[key] },
  fieldKeys: { [field]: key },
});
