// "Log in as an admin": enters the company, refreshes the signed-in user so the shell sees the company
// context, and opens its projects; a failure returns to the company list with 'Error login to Company ID: {id}'.
import { useNavigate } from 'react-router-dom';
import { useCurrentUser } from 'shared-auth';
import { ERROR_MESSAGES, ROUTES } from 'shared-contract';
import { useToast } from 'shared-ui';
import { loginAsCompany } from '../api/login-as-company';

export function useLoginAsCompany() {
  const navigate = useNavigate();
  const toast = useToast();
  const { mutate: refreshCurrentUser } = useCurrentUser();

  return async (companyId: number | string) => {
    try {
      await loginAsCompany(companyId);
    } catch {
      navigate(ROUTES.superadminCompanies);
      toast.warning(ERROR_MESSAGES.loginAsCompanyFailed(companyId));
      return;
    }
    await refreshCurrentUser();
    navigate(ROUTES.projects);
  };
}
