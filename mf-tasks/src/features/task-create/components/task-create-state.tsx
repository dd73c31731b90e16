// The state of one /tasks/create run, kept by the layout route while the sender moves between its
// pages (by projects: projects → scopes and vendors → templates → review merge fields → summary; by
// vendors: vendors → templates → summary), and what it becomes: one POST tasks item per target and
// template.
import { createContext, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import { Outlet, useNavigate } from 'react-router-dom';
import { setUnsavedChanges, useCurrentUser, useUnsavedChangesFlag } from 'shared-auth';
import type { DocumentType } from 'shared-contract';
import { emptyTaskSchedule, newTaskDraft, type TaskDraft, type TaskScheduleValue } from 'shared-ui';

export type CreateFlow = 'projects' | 'vendors';

/** Where tasks go: a scope (by projects) or a vendor with the project chosen for it (by vendors). */
export type CreateTarget = {
  key: string;
  project_id: number | null;
  project_name: string | null;
  scope_id: number | null;
  scope_name: string | null;
  vendor_company_id: number;
  vendor_name: string;
  external_assignee_id: number | null;
  external_signer_id: number | null;
};

export type ChosenTemplate = { id: number; name: string; type: DocumentType; type_label: string };

export type CreateItem = { key: string; target: CreateTarget; template: ChosenTemplate };

export type CommonFields = {
  internal_assignee_id: number | null;
  internal_signer_id: number | null;
  package: string;
  schedule: TaskScheduleValue;
};

export type CreatedTask = { id: number; task_id: string; name: string; type: DocumentType; target: string };

type State = {
  flow: CreateFlow | null;
  projects: { id: number; name: string }[];
  targets: CreateTarget[];
  templates: ChosenTemplate[];
  mergeValues: Record<string, Record<string, string>>;
  common: CommonFields;
  created: CreatedTask[] | null;
  isTouched: boolean;
};

type Store = State & {
  items: CreateItem[];
  update: (patch: Partial<State>) => void;
  start: (flow: CreateFlow) => void;
  /**
   * Moves to another page of the run: the shell's unsaved-changes blocker asks only when leaving the
   * run, so the flag is lowered for this navigation and raised again after it (kept down with isDone).
   */
  go: (to: string, options?: { isDone?: boolean }) => void;
  /** The draft of one item (the common fields, the target's people, the item's merge values). */
  draftOf: (item: CreateItem) => TaskDraft;
};

const Context = createContext<Store | null>(null);

const initialState = (userId: number | null): State => ({
  flow: null,
  projects: [],
  targets: [],
  templates: [],
  mergeValues: {},
  common: { internal_assignee_id: userId, internal_signer_id: null, package: '', schedule: emptyTaskSchedule() },
  created: null,
  isTouched: false,
});

export const itemKey = (target: CreateTarget, template: ChosenTemplate) => `${target.key}:${template.id}`;
export const targetLabel = (t: CreateTarget) => [t.vendor_name, t.project_name, t.scope_name].filter(Boolean).join(' · ');

export function TaskCreateLayout({ children }: { children?: ReactNode }) {
  const { user } = useCurrentUser();
  const [state, setState] = useState<State>(() => initialState(user?.id ?? null));
  const isDirty = state.isTouched && state.created === null;
  useUnsavedChangesFlag(isDirty);
  const dirty = useRef(isDirty);
  dirty.current = isDirty;
  const navigate = useNavigate();

  const store = useMemo<Store>(() => {
    const items = state.targets.flatMap((target) => state.templates.map((template) => ({ key: itemKey(target, template), target, template })));
    const common = { ...state.common, internal_assignee_id: state.common.internal_assignee_id ?? user?.id ?? null };
    return {
      ...state,
      common,
      items,
      update: (patch) => setState((s) => ({ ...s, isTouched: true, ...patch })),
      start: (flow) => setState({ ...initialState(user?.id ?? null), flow }),
      go: (to, options) => {
        setUnsavedChanges(false);
        navigate(to);
        if (!options?.isDone) setTimeout(() => dirty.current && setUnsavedChanges(true), 0);
      },
      draftOf: (item) =>
        newTaskDraft({
          key: item.key,
          type: item.template.type,
          template_id: item.template.id,
          name: item.template.name,
          internal_assignee_id: common.internal_assignee_id,
          internal_signer_id: common.internal_signer_id,
          external_assignee_id: item.target.external_assignee_id,
          external_signer_id: item.target.external_signer_id,
          package: common.package.trim() || item.target.scope_name || '',
          schedule: common.schedule,
          merge_values: state.mergeValues[item.key] ?? {},
        }),
    };
  }, [state, user?.id, navigate]);

  return <Context.Provider value={store}>{children ?? <Outlet />}</Context.Provider>;
}

export function useTaskCreate(): Store {
  const store = useContext(Context);
  if (!store) throw new Error('useTaskCreate outside TaskCreateLayout');
  return store;
}
