// Edit values of a contract (POST contracts/:id/edit): its template's merge fields for the contract's
// target (the ones the data fills are read-only), checked by type the way the server checks them and
// by the endpoint's own rule before anything is sent. While the contract is in approval, saving resets
// every approval given so far, and the dialog says so first.
import { useMemo, useState } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { normalizeError } from 'shared-auth';
import { UI_TEXT, contractEndpoints, type ContractDetails, type TaskMergeField } from 'shared-contract';
import { LoadErrorState, LoadingState, TaskMergeFieldsForm, checkTaskMergeValues, mergeFieldsToFill, useConfirmDiscard, useToast } from 'shared-ui';
import { useMergeFields } from '../../../lib/use-task-merge-fields';
import { editContract } from '../api/contract-api';

type Props = { details: ContractDetails; onDone: (details: ContractDetails, message: string) => Promise<unknown>; onClose: () => void };

/** The fields to edit: the template's for this contract's target; without a template, the values it holds. */
function useContractMergeFields(details: ContractDetails) {
  const { task, template_id: templateId } = details;
  const target = templateId !== null && task.project_id !== null && task.vendor_company_id !== null ? { template_id: templateId, project_id: task.project_id, scope_id: task.scope_id, vendor_company_id: task.vendor_company_id } : null;
  const loaded = useMergeFields(target);
  const own = useMemo<TaskMergeField[]>(() => Object.keys(details.merge_values).map((name) => ({ name, type: 'text', source: 'company', value: null })), [details.merge_values]);
  return target ? loaded : { data: own, error: undefined, isLoading: false, mutate: () => Promise.resolve(undefined) };
}

/** Errors of the endpoint's own rule (lengths) for each field, as the server would report them. */
function checkRule(values: Record<string, string>): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [name, value] of Object.entries(values)) {
    try {
      contractEndpoints.editContract.body.validateSync({ merge_values: { [name]: value } });
    } catch (error) {
      errors[name] = (error as Error).message;
    }
  }
  return errors;
}

export function ContractEditDialog({ details, onDone, onClose }: Props) {
  const toast = useToast();
  const confirmDiscard = useConfirmDiscard();
  const fields = useContractMergeFields(details);
  const [values, setValues] = useState<Record<string, string>>(details.merge_values);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [isSubmitted, setSubmitted] = useState(false);
  const [isSaving, setSaving] = useState(false);
  const isDirty = JSON.stringify(values) !== JSON.stringify(details.merge_values);
  const resetsApprovals = details.approval.approvals.some((a) => a.approved || a.rejected);

  const check = (next: Record<string, string>, list: readonly TaskMergeField[]) => ({ ...checkRule(next), ...checkTaskMergeValues(list, next) });
  const change = (next: Record<string, string>) => {
    setValues(next);
    if (isSubmitted && fields.data) setErrors(check(next, fields.data));
  };
  const close = async () => {
    if (isSaving || !(await confirmDiscard(isDirty))) return;
    onClose();
  };
  const save = async () => {
    if (!fields.data) return;
    setSubmitted(true);
    const toFill = mergeFieldsToFill(fields.data);
    const body = { ...details.merge_values, ...Object.fromEntries(toFill.map((f) => [f.name, (values[f.name] ?? '').trim()])) };
    const found = check(body, fields.data);
    setErrors(found);
    if (Object.keys(found).length) return;
    setSaving(true);
    try {
      const { data, message } = await editContract(details.task.id, body);
      onClose();
      await onDone(data, message);
    } catch (error) {
      const problem = await normalizeError(error);
      const placed = Object.fromEntries(Object.entries(problem.errors ?? {}).filter(([key]) => key.startsWith('merge_values.')).map(([key, text]) => [key.slice('merge_values.'.length), text]));
      setErrors(placed);
      toast.warning(problem.errors?.merge_values ?? problem.message);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog open onClose={() => void close()} maxWidth="md" fullWidth aria-labelledby="contract-edit-title">
      <DialogTitle id="contract-edit-title">Edit values</DialogTitle>
      <DialogContent>
        {resetsApprovals ? (
          <Alert severity="warning" sx={{ mb: 2 }}>
            Saving changes the contract: every approval given so far is reset and the approvers are asked to review it again.
          </Alert>
        ) : null}
        {fields.error ? (
          <LoadErrorState error={fields.error} onRetry={() => void fields.mutate()} />
        ) : fields.isLoading || !fields.data ? (
          <LoadingState />
        ) : (
          <TaskMergeFieldsForm fields={fields.data} values={values} onChange={change} errors={errors} disabled={isSaving} />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={() => void close()} disabled={isSaving}>
          {UI_TEXT.cancel}
        </Button>
        <Button variant="contained" loading={isSaving} disabled={!fields.data} onClick={() => void save()}>
          Save
        </Button>
      </DialogActions>
    </Dialog>
  );
}
