// Archive and restore from the project page header: archive asks first; both report the server's
// message and reload the project and its flags (an archived project is read-only).
import { useSWRConfig } from 'swr';
import { normalizeError } from 'shared-auth';
import type { Project } from 'shared-contract';
import { useConfirm, useToast } from 'shared-ui';
import { projectKey } from '../../../lib/use-project';
import { projectPermissionsKey } from '../../../lib/use-project-permissions';
import { archiveProject, restoreProject } from '../api/archive-project';

export const ARCHIVE_CONFIRM = (name: string) => `Archive the project "${name}"? It leaves the projects list and becomes read-only until it is restored.`;

export function useProjectActions() {
  const confirm = useConfirm();
  const toast = useToast();
  const { mutate } = useSWRConfig();

  const run = async (project: Pick<Project, 'id'>, action: () => Promise<string>) => {
    try {
      toast.success(await action());
    } catch (error) {
      toast.warning((await normalizeError(error)).message);
    }
    await Promise.all([mutate(projectKey(project.id)), mutate(projectPermissionsKey(project.id))]);
  };

  return {
    archive: async (project: Pick<Project, 'id' | 'name'>) => {
      const ok = await confirm({ title: 'Archive project', message: ARCHIVE_CONFIRM(project.name), confirmText: 'Archive', danger: true });
      if (ok) await run(project, () => archiveProject(project.id));
    },
    restore: async (project: Pick<Project, 'id' | 'name'>) => {
      const ok = await confirm({ title: 'Restore project', message: `Restore the project "${project.name}"?`, confirmText: 'Restore' });
      if (ok) await run(project, () => restoreProject(project.id));
    },
  };
}
