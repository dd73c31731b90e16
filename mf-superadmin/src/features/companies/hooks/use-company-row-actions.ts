// Delete, block and unblock from the list: each asks its exact confirmation, then reports the server's
// message (or 'Error') and reloads the list.
import { ERROR_MESSAGES, UI_TEXT, type SuperadminCompanyRow } from 'shared-contract';
import { useConfirm, useToast } from 'shared-ui';
import { useDeleteCompany } from '../api/delete-company';
import { useUpdateCompanyBlock } from '../api/update-company-block';

type CompanyRef = Pick<SuperadminCompanyRow, 'id' | 'name'>;

export function useCompanyRowActions() {
  const confirm = useConfirm();
  const toast = useToast();
  const deleteCompany = useDeleteCompany();
  const updateCompanyBlock = useUpdateCompanyBlock();

  const run = async (question: { title: string; message: string; confirmText: string; danger?: boolean }, action: () => Promise<string>) => {
    if (!(await confirm(question))) return;
    try {
      toast.info(await action());
    } catch {
      toast.warning(ERROR_MESSAGES.genericWarning);
    }
  };

  return {
    deleteCompany: (company: CompanyRef) =>
      run(
        { title: 'Delete company', message: UI_TEXT.confirmDeleteCompany(company.name), confirmText: 'Delete', danger: true },
        () => deleteCompany(company.id),
      ),
    blockCompany: (company: CompanyRef) =>
      run(
        { title: 'Block company', message: UI_TEXT.confirmBlockCompany(company.name), confirmText: 'Block', danger: true },
        () => updateCompanyBlock(company.id),
      ),
    unblockCompany: (company: CompanyRef) =>
      run({ title: 'Unblock company', message: UI_TEXT.confirmUnblockCompany(company.name), confirmText: 'Unblock' }, () =>
        updateCompanyBlock(company.id),
      ),
  };
}
