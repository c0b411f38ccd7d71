// Small line icons drawn for the shop. They are decoration: the control around each one carries
// the accessible name, so every icon is hidden from assistive technology.
import type { ReactNode } from 'react';

function Icon({
  children,
  size = 24,
  strokeWidth = 2,
}: {
  children: ReactNode;
  size?: number;
  strokeWidth?: number;
}) {
  return (
    <svg
      className="icon"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

export function MenuIcon() {
  return (
    <Icon>
      <path d="M4 6h16M4 12h16M4 18h16" />
    </Icon>
  );
}

export function CloseIcon() {
  return (
    <Icon>
      <path d="M6 6l12 12M18 6L6 18" />
    </Icon>
  );
}

export function SearchIcon() {
  return (
    <Icon size={20}>
      <circle cx="11" cy="11" r="6.5" />
      <path d="M16 16l4.5 4.5" />
    </Icon>
  );
}

export function CartIcon() {
  return (
    <Icon>
      <path d="M3 4h2.2l2.1 10.2a1.5 1.5 0 0 0 1.5 1.2h8.4a1.5 1.5 0 0 0 1.5-1.1L20.5 8H6.3" />
      <circle cx="9.5" cy="19.5" r="1.3" />
      <circle cx="17" cy="19.5" r="1.3" />
    </Icon>
  );
}

export function PhoneIcon() {
  return (
    <Icon>
      <path d="M6.5 3.5h3l1.5 4-2 1.3a11 11 0 0 0 6.2 6.2l1.3-2 4 1.5v3a2 2 0 0 1-2.2 2A16.5 16.5 0 0 1 4.5 5.7a2 2 0 0 1 2-2.2z" />
    </Icon>
  );
}

export function ChatIcon() {
  return (
    <Icon>
      <path d="M20 11.5a7.5 7.5 0 0 1-11 6.6L4 19.5l1.4-4.6A7.5 7.5 0 1 1 20 11.5z" />
      <path d="M9 10h6M9 13.5h4" />
    </Icon>
  );
}

export function SendIcon() {
  return (
    <Icon>
      <path d="M20.5 3.5L3.5 10.5l6.5 2.5 2.5 6.5 8-16z" />
      <path d="M10 13l4.5-4.5" />
    </Icon>
  );
}

// The media controls (the carousel's arrows and its pause button) use a slightly heavier line.

/** Points right: "previous" in a right-to-left page. */
export function ChevronRightIcon() {
  return (
    <Icon size={20} strokeWidth={2.2}>
      <path d="M9 5l7 7-7 7" />
    </Icon>
  );
}

/** Points left: "next" in a right-to-left page. */
export function ChevronLeftIcon() {
  return (
    <Icon size={20} strokeWidth={2.2}>
      <path d="M15 5l-7 7 7 7" />
    </Icon>
  );
}

export function PauseIcon() {
  return (
    <Icon size={20} strokeWidth={2.2}>
      <path d="M9 6v12M15 6v12" />
    </Icon>
  );
}

export function PlayIcon() {
  return (
    <Icon size={20} strokeWidth={2.2}>
      <path d="M16 6v12L7 12z" fill="currentColor" />
    </Icon>
  );
}
