// useSteadyWhilePressed holds a value still while a finger or button is down, so a click lands on
// what was pressed; ended only by the release, the click or the window losing focus.
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useSteadyWhilePressed } from './pointerPress';

function Shown({ value }: { value: string }) {
  return <p>{useSteadyWhilePressed(value)}</p>;
}

function press(type: 'pointerDown' | 'pointerUp', isPrimary = true) {
  // jsdom has no PointerEvent: a MouseEvent of the pointer type with isPrimary set stands in.
  const event = new MouseEvent(type.toLowerCase(), { bubbles: true });
  Object.defineProperty(event, 'isPrimary', { value: isPrimary });
  act(() => {
    document.body.dispatchEvent(event);
  });
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  press('pointerUp');
  act(() => jest.runOnlyPendingTimers());
  jest.useRealTimers();
});

describe('useSteadyWhilePressed', () => {
  it('shows the value at once while nothing is pressed', () => {
    const { rerender } = render(<Shown value="خطا" />);
    rerender(<Shown value="" />);
    expect(screen.getByRole('paragraph')).toHaveTextContent('');
  });

  it('keeps the value of the press until its click has been delivered', () => {
    const { rerender } = render(<Shown value="خطا" />);
    press('pointerDown');
    rerender(<Shown value="" />);
    expect(screen.getByRole('paragraph')).toHaveTextContent('خطا');
    press('pointerUp');
    // Still the old value in the task of the release, where the browser delivers the click.
    expect(screen.getByRole('paragraph')).toHaveTextContent('خطا');
    act(() => jest.advanceTimersByTime(0));
    expect(screen.getByRole('paragraph')).toHaveTextContent('');
  });

  it('is not ended by a field losing focus, only by the window losing it', () => {
    function Form({ value }: { value: string }) {
      return (
        <>
          <input aria-label="نام" />
          <Shown value={value} />
        </>
      );
    }
    const { rerender } = render(<Form value="خطا" />);
    press('pointerDown');
    fireEvent.blur(screen.getByRole('textbox'));
    act(() => jest.advanceTimersByTime(0));
    rerender(<Form value="" />);
    expect(screen.getByRole('paragraph')).toHaveTextContent('خطا');
    act(() => {
      window.dispatchEvent(new FocusEvent('blur'));
    });
    act(() => jest.advanceTimersByTime(0));
    expect(screen.getByRole('paragraph')).toHaveTextContent('');
  });

  it('ignores a second finger and gives up on a release it never hears', () => {
    const { rerender } = render(<Shown value="خطا" />);
    press('pointerDown', false);
    rerender(<Shown value="" />);
    expect(screen.getByRole('paragraph')).toHaveTextContent('');
    rerender(<Shown value="خطا" />);
    press('pointerDown');
    rerender(<Shown value="" />);
    expect(screen.getByRole('paragraph')).toHaveTextContent('خطا');
    act(() => jest.advanceTimersByTime(5000));
    expect(screen.getByRole('paragraph')).toHaveTextContent('');
  });
});
