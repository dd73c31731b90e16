// Archive and restore from the list or the edit page: archive asks first; each reports the
// server's message and revalidates the lists and the employee.
import { useSWRConfig } from 'swr';
import { normalizeError } from 'shared-auth';
import { PEOPLE_MESSAGES, type EmployeeRow } from 'shared-contract';
import { useConfirm, useToast } from 'shared-ui';
import { archiveEmployee, restoreEmployee } from '../api/archive-employee';
import { isEmployeeListKey } from '../api/find-employees';
import { employeeKey } from '../api/find-employee';

export function useEmployeeActions() {
  const confirm = useConfirm();
  const toast = useToast();
  const { mutate } = useSWRConfig();

  const run = async (employee: Pick<EmployeeRow, 'id'>, action: () => Promise<string>) => {
    try {
      toast.success(await action());
    } catch (error) {
      toast.warning((await normalizeError(error)).message);
    }
    await Promise.all([mutate(isEmployeeListKey), mutate(employeeKey(employee.id))]);
  };

  return {
    archive: async (employee: Pick<EmployeeRow, 'id' | 'full_name'>) => {
      const ok = await confirm({ title: 'Archive employee', message: PEOPLE_MESSAGES.archiveConfirm(employee.full_name), confirmText: 'Archive', danger: true });
      if (ok) await run(employee, () => archiveEmployee(employee.id));
    },
    restore: (employee: Pick<EmployeeRow, 'id'>) => run(employee, () => restoreEmployee(employee.id)),
  };
}
