// Catches a remote slot's failure (unreachable remote, or a crash while rendering it) so that it
// costs that area only, and offers Retry.
import { Component, type ReactNode } from 'react';
import { Alert, Button } from '@mui/material';
import { UI_TEXT } from 'shared-contract';

export const REMOTE_LOAD_FAILED = UI_TEXT.remoteUnavailable;

type RemoteErrorBoundaryProps = {
  children: ReactNode;
  /** Replaces the message and Retry button when given (null hides a failed slot entirely). */
  failure?: ReactNode;
  onRetry: () => void;
  /** Called when a failed boundary goes away, so a later visit loads again. */
  onDiscardFailure: () => void;
};

type RemoteErrorBoundaryState = { error: unknown };

export class RemoteErrorBoundary extends Component<RemoteErrorBoundaryProps, RemoteErrorBoundaryState> {
  state: RemoteErrorBoundaryState = { error: null };

  static getDerivedStateFromError(error: unknown): RemoteErrorBoundaryState {
    return { error: error ?? new Error('Unknown error') };
  }

  // No componentDidCatch logging: React reports caught errors itself, and the fallback runtime
  // plugin names the remote that could not be loaded.

  componentWillUnmount() {
    if (this.state.error) this.props.onDiscardFailure();
  }

  render() {
    if (!this.state.error) return this.props.children;
    if (this.props.failure !== undefined) return this.props.failure;
    return (
      <Alert
        severity="warning"
        sx={{ my: 2 }}
        action={
          <Button color="inherit" size="small" onClick={this.props.onRetry}>
            {UI_TEXT.retry}
          </Button>
        }
      >
        {REMOTE_LOAD_FAILED}
      </Alert>
    );
  }
}
