// Keeps a render error to the part it happened in: a page, or a part of the deferred chunk, shows
// a Persian message and a retry button instead of taking the whole page down (sagas restart on
// their own; a component that throws while drawing needed this).
import { Component, type ReactNode } from 'react';
import { __ } from '../i18n';

interface ErrorBoundaryProps {
  children: ReactNode;
  /** Before drawing the part again: a failed lazy part is made anew here. */
  onRetry?: () => void;
}

interface ErrorBoundaryState {
  failed: boolean;
}

export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  state: ErrorBoundaryState = { failed: false };

  // React logs the error itself (the root's onCaughtError), so nothing more is said here.
  static getDerivedStateFromError(): ErrorBoundaryState {
    return { failed: true };
  }

  private readonly retry = () => {
    this.props.onRetry?.();
    this.setState({ failed: false });
  };

  // The error catalogue's own words and the plainest markup (never inside a form, so the button
  // needs no type): the main chunk's size has a budget.
  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div role="alert">
        {__('An unknown error occurred.')} <button onClick={this.retry}>{__('Try again')}</button>
      </div>
    );
  }
}
