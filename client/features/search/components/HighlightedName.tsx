// A product name (Store API HTML) with the words of the query marked, whichever way they were
// typed.
import { useMemo } from 'react';
import { htmlToText } from '../../../ui/html';
import { highlightParts } from '../highlight';

/** A product name (Store API HTML) with the words of the query marked, whichever way they were typed. */
export function HighlightedName({ html, query }: { html: string; query: string }) {
  const parts = useMemo(() => highlightParts(htmlToText(html), query), [html, query]);
  return (
    <>
      {parts.map((part, index) =>
        part.match ? <mark key={index}>{part.text}</mark> : <span key={index}>{part.text}</span>,
      )}
    </>
  );
}
