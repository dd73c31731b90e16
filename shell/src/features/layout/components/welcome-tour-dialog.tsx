// The sub contractor's welcome tour (000 section 2, "welcome video modal"): a short animated
// step-through the product ships (illustrations drawn in code, nothing fetched from another host) of
// what a sub contractor does here. Back / Next, step dots, Skip and Close; arrow keys also step.
import { useState, type KeyboardEvent, type ReactNode } from 'react';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, IconButton, Tooltip, Typography } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';

const SLIDE_IN = {
  '@keyframes welcomeSlideIn': { from: { opacity: 0, transform: 'translateY(8px)' }, to: { opacity: 1, transform: 'none' } },
  '@keyframes welcomePulse': { '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.45 } },
  '& .welcome-slide': { animation: 'welcomeSlideIn 400ms ease-out' },
  '& .welcome-pulse': { animation: 'welcomePulse 1.6s ease-in-out infinite' },
  '@media (prefers-reduced-motion: reduce)': { '& .welcome-slide, & .welcome-pulse': { animation: 'none' } },
};

/** A small drawing frame: the slide's illustration in the theme's colours. */
function Illustration({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box component="svg" viewBox="0 0 240 140" role="img" aria-label={label} sx={{ width: '100%', maxWidth: 360, height: 'auto', display: 'block', mx: 'auto', color: 'primary.main' }}>
      <rect x="1" y="1" width="238" height="138" rx="10" fill="none" stroke="currentColor" strokeOpacity="0.25" />
      {children}
    </Box>
  );
}

type Slide = { title: string; text: string; picture: ReactNode };

export const WELCOME_SLIDES: readonly Slide[] = [
  {
    title: 'Work with your contractors',
    text: 'General contractors bring you onto their projects here. This short tour shows what you can do.',
    picture: (
      <Illustration label="A general contractor and your company joined on a project">
        <circle cx="70" cy="70" r="26" fill="currentColor" fillOpacity="0.15" stroke="currentColor" />
        <circle cx="170" cy="70" r="26" fill="currentColor" fillOpacity="0.15" stroke="currentColor" />
        <text x="70" y="75" textAnchor="middle" fontSize="14" fill="currentColor">GC</text>
        <text x="170" y="75" textAnchor="middle" fontSize="14" fill="currentColor">You</text>
        <line className="welcome-pulse" x1="98" y1="70" x2="142" y2="70" stroke="currentColor" strokeWidth="3" strokeDasharray="6 4" />
      </Illustration>
    ),
  },
  {
    title: 'Your projects and tasks',
    text: 'See the projects you work on and the tasks assigned to you, with their due dates, in one list.',
    picture: (
      <Illustration label="A list of projects with tasks ticked off">
        {[30, 62, 94].map((y, i) => (
          <g key={y}>
            <rect x="30" y={y} width="18" height="18" rx="3" fill="none" stroke="currentColor" />
            {i < 2 ? <path className="welcome-pulse" d={`M34 ${y + 9} l4 5 l7 -10`} fill="none" stroke="currentColor" strokeWidth="2.5" /> : null}
            <rect x="58" y={y + 4} width={i === 1 ? 110 : 150} height="10" rx="5" fill="currentColor" fillOpacity="0.2" />
          </g>
        ))}
      </Illustration>
    ),
  },
  {
    title: 'Sign contracts',
    text: 'Read the contracts sent to you and sign them online, without printing or scanning.',
    picture: (
      <Illustration label="A contract with a signature line being signed">
        <rect x="70" y="16" width="100" height="110" rx="6" fill="currentColor" fillOpacity="0.08" stroke="currentColor" />
        {[32, 46, 60, 74].map((y) => (
          <rect key={y} x="82" y={y} width="76" height="6" rx="3" fill="currentColor" fillOpacity="0.25" />
        ))}
        <line x1="82" y1="108" x2="158" y2="108" stroke="currentColor" />
        <path className="welcome-pulse" d="M86 104 q8 -14 14 -2 t14 -2 t14 0" fill="none" stroke="currentColor" strokeWidth="2.5" />
      </Illustration>
    ),
  },
  {
    title: 'Submit documents and certificates',
    text: 'Upload the documents and certificates a contractor requests, and keep them up to date before they expire.',
    picture: (
      <Illustration label="A document being uploaded">
        <rect x="84" y="30" width="72" height="90" rx="6" fill="currentColor" fillOpacity="0.08" stroke="currentColor" />
        <path d="M120 96 V52 M104 68 L120 52 L136 68" fill="none" stroke="currentColor" strokeWidth="4" strokeLinecap="round" className="welcome-pulse" />
        <circle cx="176" cy="36" r="14" fill="currentColor" fillOpacity="0.2" stroke="currentColor" />
        <path d="M169 36 l5 5 l9 -10" fill="none" stroke="currentColor" strokeWidth="2.5" />
      </Illustration>
    ),
  },
  {
    title: 'Chat on a scope',
    text: "Talk with the contractor's team on each scope of work, so questions and answers stay with the work.",
    picture: (
      <Illustration label="Two chat bubbles in a conversation">
        <rect x="36" y="24" width="110" height="38" rx="12" fill="currentColor" fillOpacity="0.15" stroke="currentColor" />
        <rect x="94" y="76" width="110" height="38" rx="12" fill="currentColor" fillOpacity="0.3" stroke="currentColor" className="welcome-pulse" />
        {[52, 64, 76].map((x) => (
          <circle key={x} cx={x + 90} cy="95" r="4" fill="currentColor" />
        ))}
      </Illustration>
    ),
  },
];

type WelcomeTourDialogProps = { open: boolean; onClose: () => void };

export function WelcomeTourDialog({ open, onClose }: WelcomeTourDialogProps) {
  const [step, setStep] = useState(0);
  const last = WELCOME_SLIDES.length - 1;
  const slide = WELCOME_SLIDES[step];
  const goTo = (next: number) => setStep(Math.min(last, Math.max(0, next)));

  const handleKeyDown = (event: KeyboardEvent) => {
    // Arrows step through the tour unless a control that uses them has the focus.
    if ((event.target as HTMLElement).closest('input, textarea')) return;
    if (event.key === 'ArrowRight') goTo(step + 1);
    if (event.key === 'ArrowLeft') goTo(step - 1);
  };

  return (
    <Dialog open={open} onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="welcome-tour-title" aria-describedby="welcome-tour-text" onKeyDown={handleKeyDown}>
      <Tooltip title="Close">
        <IconButton aria-label="Close" onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
          <CloseIcon />
        </IconButton>
      </Tooltip>
      <DialogTitle id="welcome-tour-title" variant="overline" sx={{ textAlign: 'center', pb: 0 }}>
        Welcome to Contract Hub
      </DialogTitle>
      <DialogContent sx={{ pt: 1, ...SLIDE_IN }}>
        <Box key={step} className="welcome-slide" aria-live="polite">
          {slide.picture}
          <Typography component="h2" variant="h6" sx={{ mt: 2, textAlign: 'center' }}>
            {slide.title}
          </Typography>
          <Typography id="welcome-tour-text" variant="body2" color="text.secondary" sx={{ mt: 1, textAlign: 'center', minHeight: 40 }}>
            {slide.text}
          </Typography>
        </Box>
        <Box component="nav" aria-label="Tour steps" sx={{ display: 'flex', justifyContent: 'center', gap: 1, mt: 2 }}>
          {WELCOME_SLIDES.map((s, index) => (
            <Box
              component="button"
              type="button"
              key={s.title}
              aria-label={`Step ${index + 1} of ${WELCOME_SLIDES.length}: ${s.title}`}
              aria-current={index === step ? 'step' : undefined}
              onClick={() => goTo(index)}
              sx={{
                width: 10,
                height: 10,
                p: 0,
                border: 0,
                borderRadius: '50%',
                cursor: 'pointer',
                bgcolor: index === step ? 'primary.main' : 'action.disabled',
                '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
              }}
            />
          ))}
        </Box>
      </DialogContent>
      <DialogActions sx={{ justifyContent: 'space-between', px: 3, pb: 2 }}>
        {step < last ? <Button onClick={onClose}>Skip</Button> : <span />}
        <Box sx={{ display: 'flex', gap: 1 }}>
          <Button disabled={step === 0} onClick={() => goTo(step - 1)}>
            Back
          </Button>
          {step < last ? (
            <Button variant="contained" onClick={() => goTo(step + 1)} autoFocus>
              Next
            </Button>
          ) : (
            <Button variant="contained" onClick={onClose} autoFocus>
              Get started
            </Button>
          )}
        </Box>
      </DialogActions>
    </Dialog>
  );
}
