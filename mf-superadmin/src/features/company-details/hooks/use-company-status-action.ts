// Block or unblock the company shown on the details page, with the same confirmations and toasts as the list.
import { ERROR_MESSAGES, UI_TEXT, type SuperadminCompanyDetails } from 'shared-contract';
import { useConfirm, useToast } from 'shared-ui';
import { useUpdateCompanyBlock } from '../api/update-company-block';

export function useCompanyStatusAction(company: SuperadminCompanyDetails['company']) {
  const confirm = useConfirm();
  const toast = useToast();
  const updateCompanyBlock = useUpdateCompanyBlock(String(company.id));
  const isBlocked = company.status === 'blocked';

  return {
    isBlocked,
    toggle: async () => {
      const isConfirmed = await confirm(
        isBlocked
          ? { title: 'Unblock company', message: UI_TEXT.confirmUnblockCompany(company.name), confirmText: 'Unblock' }
          : { title: 'Block company', message: UI_TEXT.confirmBlockCompany(company.name), confirmText: 'Block', danger: true },
      );
      if (!isConfirmed) return;
      try {
        toast.info(await updateCompanyBlock());
      } catch {
        toast.warning(ERROR_MESSAGES.genericWarning);
      }
    },
  };
}
