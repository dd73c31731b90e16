// /settings: the three menu groups as cards; a refused item stays visible but greyed, and a click
// shows the permission toast instead of navigating.
import { Box, Card, CardActionArea, CardContent, Typography } from '@mui/material';
import { PageHeader } from 'shared-ui';
import { SETTINGS_MENU } from '../types/menu-items';
import { useSettingsMenu } from './use-settings-menu';

export function SettingsLandingPage() {
  const { isAllowed, open } = useSettingsMenu();
  return (
    <>
      <PageHeader title="Settings" />
      {SETTINGS_MENU.map((group) => (
        <Box component="section" key={group.title} aria-label={group.title} sx={{ mb: 3 }}>
          <Typography variant="h2" component="h2" sx={{ fontSize: 18, fontWeight: 600, mb: 1.5 }}>
            {group.title}
          </Typography>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' } }}>
            {group.items.map((item) => {
              const allowed = isAllowed(item);
              return (
                <Card key={item.name} variant="outlined" sx={{ opacity: allowed ? 1 : 0.55 }}>
                  <CardActionArea onClick={() => open(item)} aria-disabled={!allowed} data-testid={`settings-item-${item.name}`} sx={{ height: '100%' }}>
                    <CardContent>
                      <Typography component="h3" sx={{ fontWeight: 600 }}>
                        {item.label}
                      </Typography>
                      <Typography variant="body2" color="text.secondary">
                        {item.description}
                      </Typography>
                    </CardContent>
                  </CardActionArea>
                </Card>
              );
            })}
          </Box>
        </Box>
      ))}
    </>
  );
}
