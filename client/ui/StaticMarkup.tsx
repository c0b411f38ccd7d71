// Markup without handlers or state of its own (hundreds of plain radio inputs, say): the server
// writes it from its children, hydration keeps the server's nodes as they are instead of
// building a React element for each, and a render in the browser draws the children.
import type { ReactNode } from 'react';
import { useServerMarkup } from './serverPass';

interface StaticMarkupProps {
  /** Unique on the page: the server's markup is found again by it. */
  id: string;
  className?: string;
  children: ReactNode;
}

export function StaticMarkup({ id, className, children }: StaticMarkupProps) {
  const adopted = useServerMarkup(id);
  if (adopted === null) {
    return (
      <div id={id} className={className}>
        {children}
      </div>
    );
  }
  return <div id={id} className={className} dangerouslySetInnerHTML={{ __html: adopted }} />;
}
