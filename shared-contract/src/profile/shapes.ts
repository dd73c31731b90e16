// What the My Profile endpoints answer with: the shapes, and the Profile type the account screens use.
import { personFields, professionShape, roleOptionShape } from '../employees/shapes';
import { s, type Infer } from '../schema';

export const profileShape = s.object({
  ...personFields,
  email_verified: s.boolean(),
  role: roleOptionShape,
  company: s.nullable(s.object({ id: s.integer(), name: s.string() })),
  professions: s.array(professionShape),
});
export type Profile = Infer<typeof profileShape>;
