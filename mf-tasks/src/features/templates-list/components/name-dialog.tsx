// One small dialog for every name the library asks for: a new collection, a new label (with its
// colour), renaming a template, a collection or a label. Validated with the shared-contract rule
// on the client; the server's 422 lands on the field, any other refusal as a toast.
import { useMemo } from 'react';
import { Box, Dialog, DialogContent, DialogTitle, MenuItem, Stack, TextField } from '@mui/material';
import { Form, Formik, useFormikContext, type FormikHelpers } from 'formik';
import { normalizeError } from 'shared-auth';
import { LABEL_COLORS, libraryNameRule, TEMPLATE_NAME_MAX, VALIDATION_MESSAGES, rules, yup, type LabelColor } from 'shared-contract';
import { FormDialogActions, FormTextField, useConfirmDiscard, useSchemaValidation, useToast } from 'shared-ui';
import { LABEL_COLOR_SX } from './label-chip';

type Values = { name: string; color: LabelColor };

export type NameDialogProps = {
  title: string;
  label?: string;
  initialName?: string;
  submitLabel?: string;
  /** Offers the label colours. */
  withColor?: boolean;
  /** A template's name may be longer than a collection's or a label's. */
  isTemplateName?: boolean;
  onSubmit: (values: Values) => Promise<unknown>;
  onClose: () => void;
};

function ColorField() {
  const { values, setFieldValue } = useFormikContext<Values>();
  return (
    <TextField select label="Colour" name="color" value={values.color} onChange={(event) => void setFieldValue('color', event.target.value)} fullWidth>
      {LABEL_COLORS.map((color) => (
        <MenuItem key={color} value={color}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Box component="span" sx={{ width: 14, height: 14, borderRadius: '50%', ...LABEL_COLOR_SX[color] }} />
            <span>{color.charAt(0).toUpperCase() + color.slice(1)}</span>
          </Stack>
        </MenuItem>
      ))}
    </TextField>
  );
}

export function NameDialog({ title, label = 'Name', initialName = '', submitLabel = 'Save', withColor = false, isTemplateName = false, onSubmit, onClose }: NameDialogProps) {
  const toast = useToast();
  const confirmDiscard = useConfirmDiscard();
  const schema = useMemo(
    () => yup.object({ name: isTemplateName ? rules.requiredString().max(TEMPLATE_NAME_MAX, VALIDATION_MESSAGES.strMax(TEMPLATE_NAME_MAX)) : libraryNameRule(), color: yup.string() }),
    [isTemplateName],
  );
  const { validate, showProblem } = useSchemaValidation<Values>(schema);
  const submit = async (values: Values, helpers: FormikHelpers<Values>) => {
    try {
      await onSubmit({ ...values, name: values.name.trim() });
      onClose();
    } catch (error) {
      const problem = await normalizeError(error);
      const text = problem.status === 422 ? showProblem(problem, values, helpers) : problem.message;
      if (text) toast.warning(text);
    }
  };
  const titleId = `name-dialog-${title.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <Formik<Values> initialValues={{ name: initialName, color: 'gray' }} validate={validate} onSubmit={submit}>
      {({ isSubmitting, dirty }) => {
        const close = async () => {
          if (isSubmitting || !(await confirmDiscard(dirty))) return;
          onClose();
        };
        return (
          <Dialog open onClose={() => void close()} maxWidth="xs" fullWidth aria-labelledby={titleId}>
            <Form noValidate aria-label={title}>
              <DialogTitle id={titleId}>{title}</DialogTitle>
              <DialogContent>
                <Stack spacing={2} sx={{ pt: 1 }}>
                  <FormTextField name="name" label={label} required fullWidth autoFocus />
                  {withColor ? <ColorField /> : null}
                </Stack>
              </DialogContent>
              <FormDialogActions onCancel={() => void close()} isSubmitting={isSubmitting} submitLabel={submitLabel} />
            </Form>
          </Dialog>
        );
      }}
    </Formik>
  );
}
