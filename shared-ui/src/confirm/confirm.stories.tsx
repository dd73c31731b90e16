import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Button, Typography } from '@mui/material';
import { useState } from 'react';
import { UI_TEXT } from 'shared-contract';
import { ConfirmDialog } from './confirm-dialog';
import { useConfirm } from './confirm-provider';

const meta: Meta<typeof ConfirmDialog> = {
  title: 'Feedback/ConfirmDialog',
  component: ConfirmDialog,
  args: { open: true, title: 'Delete company', message: UI_TEXT.confirmDeleteCompany('Ridge Electric'), confirmText: 'Delete', danger: true },
  argTypes: { onConfirm: { action: 'confirm' }, onCancel: { action: 'cancel' } },
};
export default meta;

export const Dialog: StoryObj<typeof ConfirmDialog> = {};

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
