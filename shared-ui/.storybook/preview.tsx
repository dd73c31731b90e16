import type { Preview } from '@storybook/react-webpack5';
import { AppThemeProvider } from '../src/theme/app-theme-provider';
import { ToastProvider } from '../src/toast/toast-provider';
import { ConfirmProvider } from '../src/confirm/confirm-provider';

const preview: Preview = {
  decorators: [
    (Story) => (
      <AppThemeProvider>
        <ToastProvider>
          <ConfirmProvider>
            <Story />
          </ConfirmProvider>
        </ToastProvider>
      </AppThemeProvider>
    ),
  ],
  parameters: { layout: 'padded', controls: { expanded: true } },
};

export default preview;
