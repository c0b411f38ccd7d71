// Holds what is drawn steady while a pointer is pressed, so a field's message appearing on blur
// cannot move the button out from under the press and lose the click.
import { useState, useSyncExternalStore } from 'react';

/**
 * Whether a pointer (mouse button, finger, pen) is pressed on the page, and a hook that keeps a
 * value as it was while one is. A click is a press and a release on the same element: pressing a
 * button takes the focus from a field, the field's check then removes or adds its error line,
 * the button moves, and the release (and so the click) lands beside it. What is drawn steady
 * changes once the press has ended and its click has been delivered.
 */

/** A release the page never hears of (the button let go outside the window) ends it anyway. */
const LONGEST_PRESS_MS = 5000;

let pressed = false;
let listening = false;
let releaseTimer: ReturnType<typeof setTimeout> | undefined;
const subscribers = new Set<() => void>();

function setPressed(next: boolean): void {
  clearTimeout(releaseTimer);
  if (next) releaseTimer = setTimeout(() => setPressed(false), LONGEST_PRESS_MS);
  if (pressed === next) return;
  pressed = next;
  for (const subscriber of [...subscribers]) subscriber();
}

function listen(target: Window): void {
  if (listening) return;
  listening = true;
  target.addEventListener('pointerdown', (event) => event.isPrimary && setPressed(true), true);
  // The browser dispatches the click in the same task as the pointerup: a task later it is done.
  const released = () => setTimeout(() => setPressed(false), 0);
  target.addEventListener('pointerup', released, true);
  target.addEventListener('pointercancel', released, true);
  // Only the window's own blur (another application took over), not a field's, which a capturing
  // listener on the window also hears.
  target.addEventListener('blur', (event) => event.target === target && released(), true);
}

function subscribe(subscriber: () => void): () => void {
  if (typeof window !== 'undefined') listen(window);
  subscribers.add(subscriber);
  return () => subscribers.delete(subscriber);
}

const isPressed = () => pressed;
const neverPressed = () => false;

/** `value`, or while a pointer is pressed, the value it had when the press began. */
export function useSteadyWhilePressed<T>(value: T): T {
  const holding = useSyncExternalStore(subscribe, isPressed, neverPressed);
  const [steady, setSteady] = useState(value);
  if (!holding && steady !== value) setSteady(value);
  return holding ? steady : value;
}
