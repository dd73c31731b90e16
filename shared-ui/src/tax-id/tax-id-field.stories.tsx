import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Button, Stack, Typography } from '@mui/material';
import { Form, Formik } from 'formik';
import { useState } from 'react';
import { rules, yup } from 'shared-contract';
import { FormTaxIdField, TaxIdInput } from './tax-id-field';

const meta: Meta = { title: 'Forms/Tax ID' };
export default meta;

function Plain() {
  const [value, setValue] = useState('');
  return (
    <Stack spacing={1} sx={{ maxWidth: 320 }}>
      <TaxIdInput label="Tax ID / EIN" value={value} onChange={setValue} />
      <Typography variant="caption">{`Value: ${value}`}</Typography>
    </Stack>
  );
}
export const Masked: StoryObj = { render: () => <Plain /> };

const schema = yup.object({ tid: rules.requiredString().concat(rules.taxId()) });
export const InAForm: StoryObj = {
  render: () => (
    <Formik initialValues={{ tid: '' }} validationSchema={schema} onSubmit={() => undefined}>
      <Form>
        <Stack spacing={2} sx={{ maxWidth: 320 }}>
          <FormTaxIdField name="tid" label="Tax ID / EIN" />
          <Button type="submit" variant="contained">
            Check
          </Button>
        </Stack>
      </Form>
    </Formik>
  ),
};
