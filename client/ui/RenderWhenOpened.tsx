// Content costly to render but seen only inside a closed menu (hundreds of category links): the
// server writes it in full, for crawlers and shoppers without JavaScript; the browser keeps that
// markup as it is while the menu stays closed, and React renders the content once it is opened.
import { useState, type ReactNode } from 'react';
import { useServerMarkup, useServerPass } from './serverPass';

interface RenderWhenOpenedProps {
  /** Unique on the page: the server's markup is found again by it. */
  id: string;
  open: boolean;
  className?: string;
  children: () => ReactNode;
}

export function RenderWhenOpened({ id, open, className, children }: RenderWhenOpenedProps) {
  const serverPass = useServerPass();
  const adopted = useServerMarkup(id);
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);

  // On the server there is no markup to adopt: the content is written in full.
  if (opened || (serverPass && adopted === null)) {
    return (
      <div key="rendered" id={id} className={className}>
        {children()}
      </div>
    );
  }
  // The same markup hydrates without React building an element per link; the key makes the
  // first opening replace this node rather than patch React children into foreign markup.
  return (
    <div
      key="adopted"
      id={id}
      className={className}
      dangerouslySetInnerHTML={adopted === null ? undefined : { __html: adopted }}
    />
  );
}
