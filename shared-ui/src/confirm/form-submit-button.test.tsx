import { DialogContent } from '@mui/material';
import { screen, waitFor } from '@testing-library/react';
import { Form, Formik } from 'formik';
import { VALIDATION_MESSAGES as M } from 'shared-contract';
import { FormTextField } from '../fields/form-text-field';
import { renderUi } from '../testing/render';
import { FormDialogActions } from './form-dialog-actions';
import { FormSubmitButton, hasVisibleErrors } from './form-submit-button';

describe('hasVisibleErrors', () => {
  it('counts an error only where its field (or the list holding it) is touched', () => {
    expect(hasVisibleErrors({ email: M.required }, {})).toBe(false);
    expect(hasVisibleErrors({ email: M.required }, { email: true })).toBe(true);
    expect(hasVisibleErrors({ emails: [undefined, M.email] }, { emails: [true] })).toBe(false);
    expect(hasVisibleErrors({ emails: [undefined, M.email] }, { emails: [true, true] })).toBe(true);
    expect(hasVisibleErrors({ emails: [undefined, M.email] }, { emails: true })).toBe(true);
    expect(hasVisibleErrors({ address: { city: M.required } }, { address: { street: true } })).toBe(false);
    expect(hasVisibleErrors({}, { email: true })).toBe(false);
  });
});

function Demo({ inDialogFooter = false }) {
  return (
    <Formik initialValues={{ name: '' }} validate={(v) => (v.name ? {} : { name: M.required })} onSubmit={() => undefined}>
      <Form>
        <FormTextField name="name" label="Name" />
        {inDialogFooter ? (
          <DialogContent>
            <FormDialogActions onCancel={() => undefined} isSubmitting={false} submitLabel="Send" />
          </DialogContent>
        ) : (
          <FormSubmitButton>Send</FormSubmitButton>
        )}
      </Form>
    </Formik>
  );
}

describe.each([
  ['FormSubmitButton', false],
  ['FormDialogActions', true],
])('%s', (_name, inDialogFooter) => {
  it('is disabled while an error is shown next to a field, enabled again once it is fixed', async () => {
    const { user } = renderUi(<Demo inDialogFooter={inDialogFooter} />);
    const submit = screen.getByRole('button', { name: 'Send' });
    // Untouched: no error shown yet, so Submit is offered.
    expect(submit).toBeEnabled();
    await user.click(submit);
    expect(await screen.findByText(M.required)).toBeInTheDocument();
    expect(submit).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Ann');
    await waitFor(() => expect(submit).toBeEnabled());
  });
});

it('outside a Formik form it is a plain submit button', () => {
  renderUi(<FormSubmitButton>Send</FormSubmitButton>);
  expect(screen.getByRole('button', { name: 'Send' })).toHaveAttribute('type', 'submit');
});
