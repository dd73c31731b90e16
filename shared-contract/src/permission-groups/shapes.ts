// What the permission group endpoints answer with, and the save request's schema (used by no other area).
import { VALIDATION_MESSAGES as M } from '../messages';
import { s, type Infer } from '../schema';
import { rules, yup } from '../validation';

/** One group per role of the company's type: its rights, whether it can be edited, how many users hold the role. */
export const permissionGroupShape = s.object({
  id: s.integer(),
  role: s.string(),
  show_name: s.string(),
  permissions: s.array(s.string()),
  editable: s.boolean(),
  users_count: s.integer(),
});
export type PermissionGroup = Infer<typeof permissionGroupShape>;

export const permissionGroupSaveSchema = yup.object({
  role: rules.text().required(M.required),
  permissions: yup.array().typeError(M.required).of(rules.text().required(M.required)).required(M.required),
});
