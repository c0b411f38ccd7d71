// The error boundary shows the Persian message and a retry button when a child throws, draws it
// again on retry, and shows the message again when the retry fails too.
import { fireEvent, render, screen } from '@testing-library/react';
import { ErrorBoundary } from './ErrorBoundary';

let failing = true;

function Flaky() {
  if (failing) throw new Error('draw failed');
  return <p>drawn</p>;
}

describe('ErrorBoundary', () => {
  beforeEach(() => {
    failing = true;
    // React reports the caught error on the console; the test expects it.
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it('shows the Persian message and a retry button when a child throws, and draws it again on retry', () => {
    const onRetry = jest.fn(() => {
      failing = false;
    });
    render(
      <div>
        <p>beside</p>
        <ErrorBoundary onRetry={onRetry}>
          <Flaky />
        </ErrorBoundary>
      </div>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('خطای ناشناخته‌ای رخ داد.');
    expect(screen.getByText('beside')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'تلاش دوباره' }));

    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(screen.getByText('drawn')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the message again when the retry fails too', () => {
    render(
      <ErrorBoundary>
        <Flaky />
      </ErrorBoundary>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'تلاش دوباره' }));
    expect(screen.getByRole('alert')).toBeInTheDocument();
  });
});
