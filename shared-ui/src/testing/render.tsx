// Renders a component inside the app's theme for tests, with a user-event session.
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppThemeProvider } from '../theme/app-theme-provider';

export function renderUi(ui: ReactElement, { isFakeTimers = false }: { isFakeTimers?: boolean } = {}) {
  const user = userEvent.setup(isFakeTimers ? { advanceTimers: jest.advanceTimersByTime } : {});
  const view = render(<AppThemeProvider>{ui}</AppThemeProvider>);
  return { ...view, user };
}
