// The carousel's own line icons; the buttons around them carry the names, so they are hidden.
import type { ReactNode } from 'react';

function Glyph({ children }: { children: ReactNode }) {
  return (
    <svg
      className="icon"
      width={20}
      height={20}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2.2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

/** Points right: "previous" in a right-to-left page. */
export function PreviousGlyph() {
  return (
    <Glyph>
      <path d="M9 5l7 7-7 7" />
    </Glyph>
  );
}

/** Points left: "next" in a right-to-left page. */
export function NextGlyph() {
  return (
    <Glyph>
      <path d="M15 5l-7 7 7 7" />
    </Glyph>
  );
}

export function PauseGlyph() {
  return (
    <Glyph>
      <path d="M9 6v12M15 6v12" />
    </Glyph>
  );
}

export function PlayGlyph() {
  return (
    <Glyph>
      <path d="M16 6v12L7 12z" fill="currentColor" />
    </Glyph>
  );
}
