/** GET sign-up/invitation: who was invited to which company. */
export type Invitation = {
  email: string;
  company_name: string;
  first_name: string;
  last_name: string;
  /** 'employee' (join company_name), 'company' (network: company_name is the inviting company), 'owner'. */
  kind?: string;
};
