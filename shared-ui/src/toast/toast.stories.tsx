import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Button, Stack } from '@mui/material';
import { useToast } from './toast-provider';
import { GlobalToastArea, showGlobalToast } from './global-toast-area';

function ToastDemo() {
  const toast = useToast();
  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: "wrap" }}>
      <GlobalToastArea />
      <Button onClick={() => toast.success('Saved successfully.')}>Success</Button>
      <Button onClick={() => toast.info('The invite has been sent successfully')}>Info</Button>
      <Button onClick={() => toast.warning('Error')}>Warning</Button>
      <Button onClick={() => toast.error('File download failed!')}>Error</Button>
      <Button
        onClick={() =>
          toast.notify({ severity: 'warning', title: 'Update your plan', message: 'This feature is available on the general plan.', action: { label: 'Upgrade now', onClick: () => undefined } })
        }
      >
        With title and action
      </Button>
      <Button
        onClick={() =>
          toast.trackDownload(
            (report) =>
              new Promise((resolve) => {
                let percent = 0;
                const timer = setInterval(() => {
                  percent += 20;
                  report(percent);
                  if (percent >= 100) {
                    clearInterval(timer);
                    resolve(null);
                  }
                }, 400);
              }),
          )
        }
      >
        Download progress
      </Button>
      <Button onClick={() => showGlobalToast({ severity: 'info', message: 'Global area message (10 s)' })}>Global toast</Button>
    </Stack>
  );
}

const meta: Meta<typeof ToastDemo> = { title: 'Feedback/Toasts', component: ToastDemo };
export default meta;
export const Toasts: StoryObj<typeof ToastDemo> = {};
