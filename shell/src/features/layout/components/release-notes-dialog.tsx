// The Release Notes modal opened from the sidebar's quick links.
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { RELEASES } from '../lib/release-notes';

type ReleaseNotesDialogProps = { open: boolean; onClose: () => void };

export function ReleaseNotesDialog({ open, onClose }: ReleaseNotesDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="release-notes-title" scroll="paper">
      <DialogTitle id="release-notes-title">Release Notes</DialogTitle>
      <DialogContent dividers>
        {RELEASES.map((release) => (
          <Box component="article" key={release.version} aria-label={`Version ${release.version}`}>
            <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
              {release.title}
            </Typography>
            {release.sections.map((section) => (
              <Box key={section.title} sx={{ mt: 2 }}>
                <Typography component="h4" variant="subtitle2">
                  {section.title}
                </Typography>
                <Box component="ul" sx={{ mt: 0.5, mb: 0, pl: 2.5 }}>
                  {section.items.map((item) => (
                    <Typography component="li" variant="body2" key={item} sx={{ mb: 0.5 }}>
                      {item}
                    </Typography>
                  ))}
                </Box>
              </Box>
            ))}
          </Box>
        ))}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} variant="contained" autoFocus>
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
}
