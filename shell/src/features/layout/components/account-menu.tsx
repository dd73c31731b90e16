// The account dropdown (000 section 2): My Profile, Company Info and Notifications for company
// staff; for an operator acting inside a company, 'Back to admin panel'; Logout for everyone.
import { useId, useState } from 'react';
import { Box, Divider, IconButton, ListItemIcon, Menu, MenuItem, Typography } from '@mui/material';
import AdminPanelSettingsOutlined from '@mui/icons-material/AdminPanelSettingsOutlined';
import BusinessOutlined from '@mui/icons-material/BusinessOutlined';
import Logout from '@mui/icons-material/Logout';
import NotificationsNoneOutlined from '@mui/icons-material/NotificationsNoneOutlined';
import PersonOutlined from '@mui/icons-material/PersonOutlined';
import { useNavigate } from 'react-router-dom';
import { normalizeError, signOut, useConfirmDiscardChanges, useCurrentUser } from 'shared-auth';
import { ROUTES, UI_TEXT } from 'shared-contract';
import { UserAvatar, useConfirm, useToast } from 'shared-ui';
import { logoutFromCompany } from '../api/logout-from-company';

export function AccountMenu() {
  const { user, mutate } = useCurrentUser();
  const navigate = useNavigate();
  const confirm = useConfirm();
  const toast = useToast();
  const confirmDiscardChanges = useConfirmDiscardChanges();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [isBusy, setIsBusy] = useState(false);

  if (!user) return null;
  const isOpen = Boolean(anchor);
  const close = () => setAnchor(null);
  const company = user.company;
  const isActingInCompany = user.is_superuser && !!company;

  const open = (path: string) => {
    close();
    navigate(path);
  };

  const backToAdminPanel = async () => {
    close();
    if (!company) return;
    const isConfirmed = await confirm({
      message: UI_TEXT.backToAdminConfirm(company.name),
      confirmText: UI_TEXT.yesLogOut,
      cancelText: UI_TEXT.cancel,
    });
    if (!isConfirmed || !(await confirmDiscardChanges())) return;
    setIsBusy(true);
    try {
      await mutate(await logoutFromCompany());
      navigate(ROUTES.superadminCompanies, { replace: true });
    } catch (error) {
      toast.error((await normalizeError(error)).message);
    } finally {
      setIsBusy(false);
    }
  };

  const logOut = async () => {
    close();
    if (!(await confirmDiscardChanges())) return;
    setIsBusy(true);
    try {
      await signOut();
    } catch {
      // The session is forgotten on this side either way; the server ends it when it expires.
    }
    navigate(ROUTES.login, { replace: true });
  };

  return (
    <>
      <IconButton
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-label={`Account menu for ${user.full_name}`}
        aria-controls={isOpen ? menuId : undefined}
        aria-haspopup="menu"
        aria-expanded={isOpen ? 'true' : undefined}
        disabled={isBusy}
        size="small"
      >
        <UserAvatar firstName={user.first_name} lastName={user.last_name} src={user.photo} size={34} />
      </IconButton>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={isOpen}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { minWidth: 220 } } }}
      >
        <Box sx={{ px: 2, pt: 0.5, pb: 1.5 }} role="presentation">
          <Typography variant="subtitle2" noWrap>
            {user.full_name}
          </Typography>
          <Typography variant="body2" color="text.secondary" noWrap>
            {user.email}
          </Typography>
        </Box>
        <Divider />
        {isActingInCompany ? (
          <MenuItem onClick={backToAdminPanel}>
            <ListItemIcon>
              <AdminPanelSettingsOutlined fontSize="small" />
            </ListItemIcon>
            {UI_TEXT.backToAdminPanel}
          </MenuItem>
        ) : null}
        {!user.is_superuser ? (
          <MenuItem onClick={() => open(ROUTES.myProfile(user.id))}>
            <ListItemIcon>
              <PersonOutlined fontSize="small" />
            </ListItemIcon>
            My Profile
          </MenuItem>
        ) : null}
        {!user.is_superuser && company ? (
          <MenuItem onClick={() => open(ROUTES.companyInfo(company.id))}>
            <ListItemIcon>
              <BusinessOutlined fontSize="small" />
            </ListItemIcon>
            Company Info
          </MenuItem>
        ) : null}
        {!user.is_superuser ? (
          <MenuItem onClick={() => open(ROUTES.notifications)}>
            <ListItemIcon>
              <NotificationsNoneOutlined fontSize="small" />
            </ListItemIcon>
            Notifications
          </MenuItem>
        ) : null}
        <MenuItem onClick={logOut}>
          <ListItemIcon>
            <Logout fontSize="small" />
          </ListItemIcon>
          Logout
        </MenuItem>
      </Menu>
    </>
  );
}
