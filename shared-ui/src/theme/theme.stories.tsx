import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Alert, Box, Button, Chip, Paper, Stack, TextField, Typography } from '@mui/material';

function ThemeOverview() {
  return (
    <Stack spacing={2} sx={{ maxWidth: 720 }}>
      <Typography variant="h1">Projects</Typography>
      <Typography variant="body1">Body text on the calm construction palette.</Typography>
      <Stack direction="row" spacing={1}>
        <Button variant="contained">Primary</Button>
        <Button variant="outlined">Outlined</Button>
        <Button variant="contained" color="secondary">
          Secondary
        </Button>
        <Button variant="contained" color="error">
          Delete
        </Button>
      </Stack>
      <Stack direction="row" spacing={1}>
        <Chip label="Draft" />
        <Chip label="Sent" color="primary" />
        <Chip label="Signed" color="success" />
      </Stack>
      <TextField label="Company name" />
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Box sx={{ typography: 'subtitle1' }}>Card</Box>
      </Paper>
      <Alert severity="info">Information</Alert>
      <Alert severity="warning">Warning</Alert>
    </Stack>
  );
}

const meta: Meta<typeof ThemeOverview> = { title: 'Foundations/Theme', component: ThemeOverview };
export default meta;
export const Overview: StoryObj<typeof ThemeOverview> = {};
