// Every change the templates list makes: each reports the server's message (or its refusal) as a
// toast and revalidates the list and the side panel's counts. Archive and the deletes ask first.
import { useCallback, useMemo } from 'react';
import { useSWRConfig } from 'swr';
import { normalizeError } from 'shared-auth';
import { TEMPLATE_MESSAGES, type LabelColor, type LibraryEntity, type TemplateCollection, type TemplateLabelRow, type TemplateRow } from 'shared-contract';
import { useConfirm, useToast } from 'shared-ui';
import { addCollectionTemplates } from '../api/add-collection-templates';
import { setFavorite } from '../api/add-to-favorite';
import { archiveTemplate } from '../api/archive-template';
import { attachLabel } from '../api/attach-label';
import { createCollection } from '../api/create-collection';
import { createLabel } from '../api/create-label';
import { deleteCollection } from '../api/delete-collection';
import { deleteLabel } from '../api/delete-label';
import { detachLabel } from '../api/detach-label';
import { COLLECTIONS_KEY } from '../api/find-collections';
import { LABELS_KEY } from '../api/find-labels';
import { isTemplateListKey } from '../api/find-templates';
import { removeCollectionTemplates } from '../api/remove-collection-templates';
import { renameLibraryItem } from '../api/rename-library-item';
import { restoreTemplate } from '../api/restore-template';

export type LibraryActions = ReturnType<typeof useLibraryActions>;

export function useLibraryActions() {
  const confirm = useConfirm();
  const toast = useToast();
  const { mutate } = useSWRConfig();

  const refresh = useCallback(async () => {
    await Promise.all([mutate(isTemplateListKey), mutate(COLLECTIONS_KEY), mutate(LABELS_KEY)]);
  }, [mutate]);

  /** Runs a change; true when it went through. */
  const run = useCallback(
    async (action: () => Promise<string>): Promise<boolean> => {
      let ok = false;
      try {
        toast.success(await action());
        ok = true;
      } catch (error) {
        toast.warning((await normalizeError(error)).message);
      }
      await refresh();
      return ok;
    },
    [toast, refresh],
  );

  return useMemo(
    () => ({
      archive: async (row: Pick<TemplateRow, 'id' | 'name'>) => {
        const ok = await confirm({ title: 'Archive template', message: TEMPLATE_MESSAGES.archiveTemplateConfirm(row.name), confirmText: 'Archive', danger: true });
        if (ok) await run(() => archiveTemplate(row.id));
      },
      restore: (row: Pick<TemplateRow, 'id'>) => run(() => restoreTemplate(row.id)),
      toggleFavorite: (row: Pick<TemplateRow, 'id' | 'is_favorite'>) => run(async () => (await setFavorite(row.id, !row.is_favorite)).message),
      /** Renames a template, a collection or a label; rejects with the refusal so a dialog can show it on its field. */
      rename: async (entity: LibraryEntity, id: number, name: string) => {
        const message = await renameLibraryItem(entity, id, name);
        toast.success(message);
        await refresh();
      },
      /** Creates a collection; rejects with the refusal so the dialog can show it. */
      createCollection: async (name: string) => {
        const { message, data } = await createCollection(name);
        toast.success(message);
        await refresh();
        return data;
      },
      deleteCollection: async (collection: Pick<TemplateCollection, 'id' | 'name'>) => {
        const ok = await confirm({ title: 'Delete collection', message: TEMPLATE_MESSAGES.deleteCollectionConfirm(collection.name), confirmText: 'Delete', danger: true });
        return ok ? run(() => deleteCollection(collection.id)) : false;
      },
      addToCollection: (collectionId: number, templateIds: number[]) => run(() => addCollectionTemplates(collectionId, templateIds)),
      removeFromCollection: (collectionId: number, templateIds: number[]) => run(() => removeCollectionTemplates(collectionId, templateIds)),
      createLabel: async (name: string, color: LabelColor) => {
        const { message, data } = await createLabel(name, color);
        toast.success(message);
        await refresh();
        return data;
      },
      deleteLabel: async (label: Pick<TemplateLabelRow, 'id' | 'name'>) => {
        const ok = await confirm({ title: 'Delete label', message: TEMPLATE_MESSAGES.deleteLabelConfirm(label.name), confirmText: 'Delete', danger: true });
        return ok ? run(() => deleteLabel(label.id)) : false;
      },
      attachLabel: (labelId: number, templateIds: number[]) => run(() => attachLabel(labelId, templateIds)),
      detachLabel: (labelId: number, templateIds: number[]) => run(() => detachLabel(labelId, templateIds)),
    }),
    [confirm, run, toast, refresh],
  );
}
