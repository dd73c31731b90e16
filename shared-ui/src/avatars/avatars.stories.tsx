import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Stack } from '@mui/material';
import { CompanyAvatar, UserAvatar } from './avatars';

const LOGO =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><rect width="64" height="64" fill="#1F3A68"/><path d="M12 48 L32 16 L52 48 Z" fill="#E07A1F"/></svg>');

const meta: Meta<typeof UserAvatar> = { title: 'Data/Avatars', component: UserAvatar, args: { firstName: 'Olivia', lastName: 'Stone', size: 40 } };
export default meta;

export const UserInitials: StoryObj<typeof UserAvatar> = {};
export const Sizes: StoryObj = {
  render: () => (
    <Stack direction="row" spacing={2} sx={{ alignItems: "center" }}>
      <UserAvatar name="Olivia Stone" size={24} />
      <UserAvatar name="Marco Diaz" size={40} />
      <CompanyAvatar name="Ridge Electric" size={64} />
      <CompanyAvatar name="Northwind Builders" src={LOGO} size={100} />
      <CompanyAvatar name="Broken Image Co" src="/missing.png" size={64} />
    </Stack>
  ),
};
