// /settings: the menu groups as cards, each card a link to its page; only the items the user's
// permissions open are shown (a group without such an item is left out).
import { Box, Card, CardActionArea, CardContent, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { EmptyState, PageHeader } from 'shared-ui';
import { useSettingsMenu } from './use-settings-menu';

export function SettingsLandingPage() {
  const groups = useSettingsMenu();
  return (
    <>
      <PageHeader title="Settings" />
      {groups?.length === 0 ? <EmptyState title="No settings are available to you" description="Your permissions do not open any settings page. Please contact your administrator." /> : null}
      {groups?.map((group) => (
        <Box component="section" key={group.title} aria-label={group.title} sx={{ mb: 3 }}>
          <Typography variant="h2" component="h2" sx={{ fontSize: 18, fontWeight: 600, mb: 1.5 }}>
            {group.title}
          </Typography>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' } }}>
            {group.items.map((item) => (
              <Card key={item.name} variant="outlined">
                <CardActionArea component={RouterLink} to={item.path} data-testid={`settings-item-${item.name}`} sx={{ height: '100%' }}>
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
            ))}
          </Box>
        </Box>
      ))}
    </>
  );
}
