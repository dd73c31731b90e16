// /profile/:id (MyProfile): the signed-in user's own details. Editing the profile, the photo and the
// password comes with the profile screens of a later release.
import { Paper, Stack, Typography } from '@mui/material';
import PersonOffOutlined from '@mui/icons-material/PersonOffOutlined';
import { useParams } from 'react-router-dom';
import { useCurrentUser } from 'shared-auth';
import { UI_TEXT } from 'shared-contract';
import { EmptyState, PageHeader, UserAvatar } from 'shared-ui';
import { DetailsList } from './details-list';

export function MyProfilePage() {
  const { id } = useParams();
  const { user } = useCurrentUser();
  if (!user) return null;
  if (String(user.id) !== id) {
    return (
      <>
        <PageHeader title="My Profile" />
        <EmptyState icon={<PersonOffOutlined fontSize="inherit" />} title="This profile is not available" description="You can open your own profile from the account menu." />
      </>
    );
  }
  const rows: Array<[string, string]> = [
    ['E-mail', user.email],
    ['Phone', user.phone || UI_TEXT.notAvailable],
    ['Role', user.role.show_name],
    ['Company', user.company?.name ?? UI_TEXT.notAvailable],
  ];
  return (
    <>
      <PageHeader title="My Profile" />
      <Paper variant="outlined" sx={{ p: 3, maxWidth: 640 }}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 3 }}>
          <UserAvatar firstName={user.first_name} lastName={user.last_name} src={user.photo} size={64} />
          <Typography component="h2" variant="h3">
            {user.full_name}
          </Typography>
        </Stack>
        <DetailsList rows={rows} />
      </Paper>
    </>
  );
}
