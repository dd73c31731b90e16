// What the sign-up endpoints answer with besides the signed-in user (auth's currentUserShape).
import { s, type Infer } from '../schema';

/** GET sign-up/invitation: who was invited to which company. */
export const signUpInvitationShape = s.object({
  email: s.string(),
  company_name: s.string(),
  first_name: s.string(),
  last_name: s.string(),
  /** 'employee' (join company_name), 'company' (network: company_name is the inviting company), 'owner'. */
  kind: s.string(),
});
export type SignUpInvitation = Infer<typeof signUpInvitationShape>;
