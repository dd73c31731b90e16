// Invite employees: several e-mail addresses and one role; each address gets an accept link.
import { useRef } from 'react';
import { Button, Dialog, DialogContent, DialogTitle, IconButton, MenuItem, Stack, Tooltip, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import RemoveCircleOutline from '@mui/icons-material/RemoveCircleOutlineOutlined';
import { FieldArray, Form, Formik, type FormikHelpers } from 'formik';
import { useSWRConfig } from 'swr';
import { normalizeError, useCurrentUser } from 'shared-auth';
import { INVITATION_LINK_DAYS, INVITE_EMAILS_MAX, inviteEmployeesSchema } from 'shared-contract';
import { FormTextField, useConfirmDiscard, useSchemaValidation, useToast, FormDialogActions } from 'shared-ui';
import { useRoles } from '../api/find-reference-lists';
import { isInvitationListKey } from '../api/find-invitations';
import { inviteEmployees } from '../api/invite-employees';

type InviteValues = { emails: string[]; role: string };
const INITIAL_VALUES: InviteValues = { emails: [''], role: '' };
const TITLE_ID = 'invite-employees-title';
const isOwnerRole = (role: string) => role.endsWith('_owner');

export function InviteEmployeesDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { user } = useCurrentUser();
  const roles = useRoles();
  const toast = useToast();
  const confirmDiscard = useConfirmDiscard();
  const { mutate } = useSWRConfig();
  const { validate, showProblem } = useSchemaValidation<InviteValues>(inviteEmployeesSchema);
  const isDirtyRef = useRef(false);
  // Only an owner may make someone an owner.
  const choices = (roles.data ?? []).filter((r) => !isOwnerRole(r.name) || isOwnerRole(user?.role.name ?? ''));

  const requestClose = async () => {
    if (await confirmDiscard(isDirtyRef.current)) onClose();
  };

  const submit = async (values: InviteValues, helpers: FormikHelpers<InviteValues>) => {
    try {
      const message = await inviteEmployees({ emails: values.emails.map((e) => e.trim()), role: values.role });
      isDirtyRef.current = false;
      toast.success(message);
      await mutate(isInvitationListKey);
      onClose();
    } catch (error) {
      const problem = await normalizeError(error);
      const text = problem.status === 422 ? showProblem(problem, values, helpers) : problem.message;
      if (text) toast.warning(text);
    }
  };

  return (
    <Dialog open={open} onClose={() => void requestClose()} maxWidth="sm" fullWidth aria-labelledby={TITLE_ID}>
      <Formik<InviteValues> initialValues={INITIAL_VALUES} validate={validate} onSubmit={submit}>
        {({ values, dirty, isSubmitting }) => {
          isDirtyRef.current = dirty;
          return (
            <Form noValidate aria-labelledby={TITLE_ID}>
              <DialogTitle id={TITLE_ID}>Invite employees</DialogTitle>
              <DialogContent>
                <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
                  Each address receives an e-mail with a link to create an account in your company. The link expires in {INVITATION_LINK_DAYS} days.
                </Typography>
                <FieldArray name="emails">
                  {({ push, remove }) => (
                    <Stack spacing={1.5}>
                      {values.emails.map((_, index) => (
                        <Stack key={index} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
                          <FormTextField name={`emails[${index}]`} label={`Email ${index + 1}`} type="email" required fullWidth autoFocus={index === values.emails.length - 1} />
                          {values.emails.length > 1 ? (
                            <Tooltip title="Remove">
                              <IconButton aria-label={`Remove email ${index + 1}`} onClick={() => remove(index)} sx={{ mt: 1 }}>
                                <RemoveCircleOutline />
                              </IconButton>
                            </Tooltip>
                          ) : null}
                        </Stack>
                      ))}
                      <div>
                        <Button startIcon={<AddIcon />} onClick={() => push('')} disabled={values.emails.length >= INVITE_EMAILS_MAX}>
                          Add another email
                        </Button>
                      </div>
                      <FormTextField name="role" label="Role" select required fullWidth>
                        {choices.map((role) => (
                          <MenuItem key={role.name} value={role.name}>
                            {role.show_name}
                          </MenuItem>
                        ))}
                      </FormTextField>
                    </Stack>
                  )}
                </FieldArray>
              </DialogContent>
              <FormDialogActions onCancel={() => void requestClose()} isSubmitting={isSubmitting} submitLabel="Send invitations" />
            </Form>
          );
        }}
      </Formik>
    </Dialog>
  );
}
