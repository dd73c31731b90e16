import type { Meta, StoryObj } from '@storybook/react-webpack5';
import type { AnchorHTMLAttributes } from 'react';
import { Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { RowActionButton } from './row-action-button';

/** The apps pass react-router-dom's Link; the design system has no router, so a plain anchor stands in. */
function StoryLink({ to, ...rest }: { to: string } & AnchorHTMLAttributes<HTMLAnchorElement>) {
  return <a href={`#${to}`} {...rest} />;
}

const meta: Meta<typeof RowActionButton> = {
  title: 'Data/RowActionButton',
  component: RowActionButton,
  args: { action: 'edit', label: 'Edit Acme Builders', disabled: false },
  argTypes: { action: { control: 'inline-radio', options: ['edit', 'delete'] } },
};
export default meta;
type Story = StoryObj<typeof RowActionButton>;

export const Edit: Story = { args: { action: 'edit', label: 'Edit Acme Builders', onClick: () => undefined } };
export const Delete: Story = { args: { action: 'delete', label: 'Delete Acme Builders', onClick: () => undefined } };
export const Disabled: Story = { args: { action: 'edit', label: 'Edit Acme Builders', disabled: true, onClick: () => undefined } };
export const CustomTooltip: Story = { args: { action: 'delete', label: 'Remove office Main street', tooltip: 'Remove', onClick: () => undefined } };
export const Link: Story = { args: { action: 'edit', label: 'Edit Acme Builders', to: '/settings/email-templates/7', linkComponent: StoryLink } };

function RowDemo() {
  const [last, setLast] = useState('');
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
        <Typography sx={{ minWidth: 160 }}>Acme Builders</Typography>
        <RowActionButton action="edit" label="Edit Acme Builders" onClick={() => setLast('Edit Acme Builders')} />
        <RowActionButton action="delete" label="Delete Acme Builders" onClick={() => setLast('Delete Acme Builders')} />
      </Stack>
      <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
        <Typography sx={{ minWidth: 160 }}>Read-only row</Typography>
        <RowActionButton action="edit" label="Edit Read-only row" to="/settings/employees/3" linkComponent={StoryLink} />
        <RowActionButton action="delete" label="Delete Read-only row" disabled onClick={() => setLast('never')} />
      </Stack>
      <Typography variant="caption">{`Clicked: ${last}`}</Typography>
    </Stack>
  );
}
export const InARow: Story = { render: () => <RowDemo /> };
