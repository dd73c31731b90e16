import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Button, Dialog as MuiDialog, DialogContent, DialogTitle, Typography } from '@mui/material';
import { Form, Formik } from 'formik';
import { useRef, useState } from 'react';
import { UI_TEXT } from 'shared-contract';
import { ConfirmDialog } from './confirm-dialog';
import { FormDialogActions } from './form-dialog-actions';
import { FormSubmitButton } from './form-submit-button';
import { DirtyRef, useConfirmDiscard } from './confirm-discard';
import { FormTextField } from '../fields/form-text-field';
import { useConfirm } from './confirm-provider';

const meta: Meta<typeof ConfirmDialog> = {
  title: 'Feedback/ConfirmDialog',
  component: ConfirmDialog,
  args: { open: true, title: 'Delete company', message: UI_TEXT.confirmDeleteCompany('Ridge Electric'), confirmText: 'Delete', danger: true },
  argTypes: { onConfirm: { action: 'confirm' }, onCancel: { action: 'cancel' } },
};
export default meta;

/** Destructive: focus starts on Cancel, so Enter declines; Escape declines too. */
export const Dialog: StoryObj<typeof ConfirmDialog> = {};

/** Discarding unsaved changes: focus starts on "No". */
export const DiscardChanges: StoryObj<typeof ConfirmDialog> = {
  args: { title: undefined, message: UI_TEXT.unsavedChangesClose, confirmText: 'Yes', cancelText: 'No', danger: false },
};

/** A harmless question may start on the confirm button. */
export const HarmlessQuestion: StoryObj<typeof ConfirmDialog> = {
  args: { title: 'Log out', message: UI_TEXT.backToAdminConfirm('Northwind Builders'), confirmText: UI_TEXT.yesLogOut, danger: false, initialFocus: 'confirm' },
};

function PromiseDemo() {
  const confirm = useConfirm();
  const [answer, setAnswer] = useState<string>('');
  return (
    <>
      <Button
        variant="contained"
        onClick={async () =>
          setAnswer(String(await confirm({ message: UI_TEXT.backToAdminConfirm('Northwind Builders'), confirmText: UI_TEXT.yesLogOut })))
        }
      >
        {UI_TEXT.backToAdminPanel}
      </Button>
      <Typography sx={{ mt: 1 }}>{answer && `Answer: ${answer}`}</Typography>
    </>
  );
}

export const WithUseConfirm: StoryObj = { render: () => <PromiseDemo /> };

/** The footer every form dialog uses. */
export const FormFooter: StoryObj = {
  render: () => (
    <MuiDialog open>
      <DialogContent>
        <Typography>A form's fields go here.</Typography>
      </DialogContent>
      <FormDialogActions onCancel={() => undefined} isSubmitting={false} submitLabel="Send invitations" />
    </MuiDialog>
  ),
};

function DirtyFormDialogDemo() {
  const [open, setOpen] = useState(false);
  const dirtyRef = useRef(false);
  const confirmDiscard = useConfirmDiscard();
  const requestClose = async () => {
    if (await confirmDiscard(dirtyRef.current)) setOpen(false);
  };
  return (
    <>
      <Button variant="contained" onClick={() => setOpen(true)}>
        Open the form
      </Button>
      <MuiDialog open={open} onClose={() => void requestClose()} maxWidth="xs" fullWidth>
        <Formik initialValues={{ name: '' }} onSubmit={() => setOpen(false)}>
          <Form noValidate>
            <DirtyRef dirtyRef={dirtyRef} />
            <DialogTitle>Rename</DialogTitle>
            <DialogContent>
              <FormTextField name="name" label="Name" fullWidth sx={{ mt: 1 }} />
            </DialogContent>
            <FormDialogActions onCancel={() => void requestClose()} isSubmitting={false} submitLabel="Save" />
          </Form>
        </Formik>
      </MuiDialog>
    </>
  );
}

/** Type something, then Cancel, Escape or click outside: the dialog asks before the changes are lost. */
export const CloseWithUnsavedChanges: StoryObj = { render: () => <DirtyFormDialogDemo /> };

/** Every Formik form's submit: disabled while a touched field shows its error (type a name to enable it). */
export const SubmitDisabledWhileErrorsShow: StoryObj = {
  render: () => (
    <Formik initialValues={{ name: '' }} initialTouched={{ name: true }} validate={(v) => (v.name.trim() ? {} : { name: 'This field is required.' })} validateOnMount onSubmit={() => undefined}>
      <Form>
        <FormTextField name="name" label="Name" />
        <FormSubmitButton sx={{ mt: 2 }}>Send</FormSubmitButton>
      </Form>
    </Formik>
  ),
};
