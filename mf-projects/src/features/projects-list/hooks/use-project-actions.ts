// Archive and restore from the list: archive asks first; each reports the server's message (or its
// refusal) and revalidates every page of the list. On the sub plan the upgrade toast stands in for
// the request (000 section 6: archive is refused on the sub plan).
import { useSWRConfig } from 'swr';
import { normalizeError, usePermissionToast } from 'shared-auth';
import { PROJECT_MESSAGES, type ProjectRow } from 'shared-contract';
import { useConfirm, useToast } from 'shared-ui';
import { archiveProject, restoreProject } from '../api/archive-project';
import { isProjectListKey } from '../api/find-projects';

export function useProjectActions({ isSubPlan }: { isSubPlan: boolean }) {
  const confirm = useConfirm();
  const toast = useToast();
  const { showUpgradePlan } = usePermissionToast();
  const { mutate } = useSWRConfig();

  const run = async (action: () => Promise<string>) => {
    try {
      toast.success(await action());
    } catch (error) {
      toast.warning((await normalizeError(error)).message);
    }
    await mutate(isProjectListKey);
  };

  return {
    archive: async (project: Pick<ProjectRow, 'id' | 'name'>) => {
      if (isSubPlan) return void showUpgradePlan();
      const ok = await confirm({ title: 'Archive project', message: PROJECT_MESSAGES.archiveConfirm(project.name), confirmText: 'Archive', danger: true });
      if (ok) await run(() => archiveProject(project.id));
    },
    restore: async (project: Pick<ProjectRow, 'id'>) => {
      if (isSubPlan) return void showUpgradePlan();
      await run(() => restoreProject(project.id));
    },
  };
}
