import { act, screen, within } from '@testing-library/react';
import { DOWNLOAD_TOAST_REMOVE_MS, ERROR_MESSAGES, GLOBAL_TOAST_AUTO_HIDE_MS, TOAST_AUTO_HIDE_MS, UI_TEXT } from 'shared-contract';
import { renderUi } from '../testing/render';
import { ToastProvider, useToast, type ToastApi } from './toast-provider';
import { GlobalToastArea, showGlobalToast } from './global-toast-area';

let api: ToastApi;
function Capture() {
  api = useToast();
  return null;
}

function renderToasts() {
  return renderUi(
    <ToastProvider>
      <Capture />
    </ToastProvider>,
    { isFakeTimers: true },
  );
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('ToastProvider', () => {
  it('shows a message with its severity and hides it after 5000 ms', () => {
    renderToasts();
    act(() => void api.success('Saved.'));
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Saved.');
    expect(alert.className).toMatch(/colorSuccess/);
    act(() => jest.advanceTimersByTime(TOAST_AUTO_HIDE_MS - 100));
    expect(screen.getByText('Saved.')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(200));
    expect(screen.queryByText('Saved.')).not.toBeInTheDocument();
  });

  it('stacks several toasts with titles and runs an action button once', async () => {
    const { user } = renderToasts();
    const onClick = jest.fn();
    act(() => {
      api.notify({ severity: 'warning', title: 'Heads up', message: 'First', action: { label: 'Upgrade now', onClick } });
      api.error('Second');
    });
    const region = screen.getByRole('region', { name: 'Notifications' });
    expect(within(region).getAllByRole('alert')).toHaveLength(2);
    expect(screen.getByText('Heads up')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Upgrade now' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('First')).not.toBeInTheDocument();
    expect(screen.getByText('Second')).toBeInTheDocument();
  });

  it('closes a toast with its close button', async () => {
    const { user } = renderToasts();
    act(() => void api.info('Closable'));
    await user.click(screen.getByRole('button', { name: /close/i }));
    expect(screen.queryByText('Closable')).not.toBeInTheDocument();
  });

  it('tracks a download: preparing toast, then completion removed after DOWNLOAD_TOAST_REMOVE_MS', async () => {
    renderToasts();
    let finish: (value: string) => void = () => undefined;
    let result: Promise<string> | undefined;
    act(() => {
      result = api.trackDownload((report) => {
        report(40);
        return new Promise<string>((resolve) => (finish = resolve));
      });
    });
    expect(screen.getByText(UI_TEXT.preparingDownload)).toBeInTheDocument();
    // Running downloads do not hide on their own.
    act(() => jest.advanceTimersByTime(TOAST_AUTO_HIDE_MS * 3));
    expect(screen.getByText(UI_TEXT.preparingDownload)).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '40');
    await act(async () => {
      finish('file');
      await result;
    });
    await expect(result).resolves.toBe('file');
    expect(screen.getByRole('alert').className).toMatch(/colorSuccess/);
    act(() => jest.advanceTimersByTime(DOWNLOAD_TOAST_REMOVE_MS + 100));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('turns a failed download into the download-failed message', async () => {
    renderToasts();
    let outcome: Promise<unknown> | undefined;
    await act(async () => {
      outcome = api.trackDownload(() => Promise.reject(new Error('boom'))).catch((e: Error) => e.message);
      await outcome;
    });
    await expect(outcome).resolves.toBe('boom');
    expect(screen.getByText(ERROR_MESSAGES.fileDownloadFailed)).toBeInTheDocument();
  });
});

describe('GlobalToastArea', () => {
  it('shows toasts pushed from outside React and hides them after 10000 ms', () => {
    renderUi(<GlobalToastArea />, { isFakeTimers: true });
    act(() => showGlobalToast({ severity: 'warning', message: 'Search failed' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Search failed');
    act(() => jest.advanceTimersByTime(TOAST_AUTO_HIDE_MS + 100));
    expect(screen.getByText('Search failed')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(GLOBAL_TOAST_AUTO_HIDE_MS - TOAST_AUTO_HIDE_MS));
    expect(screen.queryByText('Search failed')).not.toBeInTheDocument();
  });

  it('receives useToast messages from components rendered without a ToastProvider', () => {
    renderUi(
      <>
        <GlobalToastArea />
        <Capture />
      </>,
      { isFakeTimers: true },
    );
    act(() => void api.error('No provider here'));
    expect(screen.getByRole('alert')).toHaveTextContent('No provider here');
  });
});
