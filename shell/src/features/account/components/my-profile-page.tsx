// /profile/:id (MyProfile): the signed-in user's profile: photo, name, phone and professions, and
// the e-mail and password changes. After a save the header's avatar and name follow (auth/user).
import { useState } from 'react';
import { Box, Button, Chip, Paper, Stack, Typography } from '@mui/material';
import PersonOffOutlined from '@mui/icons-material/PersonOffOutlined';
import AlternateEmailOutlined from '@mui/icons-material/AlternateEmailOutlined';
import LockResetOutlined from '@mui/icons-material/LockResetOutlined';
import { useParams } from 'react-router-dom';
import { useCurrentUser } from 'shared-auth';
import { ERROR_MESSAGES, UI_TEXT } from 'shared-contract';
import { EmptyState, LoadingState, PageHeader } from 'shared-ui';
import { useProfessions, useProfile } from '../api/profile';
import { ChangeEmailDialog } from './change-email-dialog';
import { ChangePasswordDialog } from './change-password-dialog';
import { DetailsList } from './details-list';
import { ProfileDetailsForm } from './profile-details-form';
import { ProfilePhoto } from './profile-photo';

export function MyProfilePage() {
  const { id } = useParams();
  const { user } = useCurrentUser();
  const isOwn = Boolean(user && String(user.id) === id);
  if (!user) return null;
  if (!isOwn) {
    return (
      <>
        <PageHeader title="My Profile" />
        <EmptyState icon={<PersonOffOutlined fontSize="inherit" />} title="This profile is not available" description="You can open your own profile from the account menu." />
      </>
    );
  }
  return <OwnProfile />;
}

function OwnProfile() {
  const { mutate: mutateUser } = useCurrentUser();
  // The header reads auth/user: a refetch shows the new name and photo there.
  const refreshUser = async () => void (await mutateUser());
  const { data: profile, error, mutate } = useProfile();
  const professions = useProfessions();
  const [dialog, setDialog] = useState<'email' | 'password' | null>(null);

  if (error) return <EmptyState title={ERROR_MESSAGES.default} action={<Button onClick={() => void mutate()}>{UI_TEXT.retry}</Button>} />;
  if (!profile || !professions.data) return <LoadingState />;

  return (
    <>
      <PageHeader title="My Profile" />
      <Stack spacing={3} sx={{ maxWidth: 720 }}>
        <Paper variant="outlined" sx={{ p: 3 }}>
          <ProfilePhoto
            profile={profile}
            onUploaded={async () => {
              await mutate();
              await refreshUser();
            }}
          />
        </Paper>
        <Paper variant="outlined" sx={{ p: 3 }}>
          <Typography component="h2" variant="h4" sx={{ mb: 2 }}>
            Personal details
          </Typography>
          <ProfileDetailsForm
            profile={profile}
            professions={professions.data}
            onSaved={async (saved) => {
              await mutate(saved, { revalidate: false });
              await refreshUser();
            }}
          />
        </Paper>
        <Paper variant="outlined" sx={{ p: 3 }}>
          <Typography component="h2" variant="h4" sx={{ mb: 2 }}>
            Sign-in
          </Typography>
          <DetailsList
            rows={[
              ['E-mail', profile.email],
              ['Role', profile.role.show_name],
              ['Company', profile.company?.name ?? UI_TEXT.notAvailable],
            ]}
          />
          <Box sx={{ mt: 1 }}>{profile.email_verified ? <Chip size="small" color="success" label="E-mail verified" /> : <Chip size="small" color="warning" label="E-mail not verified" />}</Box>
          <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
            <Button variant="outlined" startIcon={<AlternateEmailOutlined />} onClick={() => setDialog('email')}>
              Change e-mail
            </Button>
            <Button variant="outlined" startIcon={<LockResetOutlined />} onClick={() => setDialog('password')}>
              Change password
            </Button>
          </Stack>
        </Paper>
      </Stack>
      {dialog === 'email' ? (
        <ChangeEmailDialog
          open
          currentEmail={profile.email}
          onClose={() => setDialog(null)}
          // The unverified user goes to the verification page through the shell's guard.
          onChanged={async (next) => void (await mutateUser(next))}
        />
      ) : null}
      {dialog === 'password' ? <ChangePasswordDialog open onClose={() => setDialog(null)} /> : null}
    </>
  );
}
