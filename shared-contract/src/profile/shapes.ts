// What the My Profile endpoints answer with: the shapes, and the Profile type the account screens use.
import { professionShape, roleOptionShape } from '../employees/shapes';
import { s, type Infer } from '../schema';

export const profileShape = s.object({
  id: s.integer(),
  first_name: s.string(),
  last_name: s.string(),
  full_name: s.string(),
  email: s.string(),
  email_verified: s.boolean(),
  phone: s.nullable(s.string()),
  photo: s.nullable(s.string()),
  role: roleOptionShape,
  company: s.nullable(s.object({ id: s.integer(), name: s.string() })),
  professions: s.array(professionShape),
});
export type Profile = Infer<typeof profileShape>;
