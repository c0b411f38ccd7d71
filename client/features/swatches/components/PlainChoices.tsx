// A product's choices as plain text until the swatches can be drawn: what a reader without
// JavaScript, or a search engine, gets of them.
import { Fragment } from 'react';
import type { StoreProductAttribute } from '../../../../contracts/store';
import { __ } from '../../../i18n';

/**
 * The product's choices as plain text (colour: black, white…) while the swatches wait for the
 * variation data: what a reader without JavaScript, or a search engine, learns of them.
 */
export function PlainChoices({ attributes }: { attributes: readonly StoreProductAttribute[] }) {
  const varying = attributes.filter((attribute) => attribute.has_variations);
  if (varying.length === 0) return null;
  return (
    <dl className="plain-choices">
      {varying.map((attribute) => (
        <Fragment key={attribute.id}>
          <dt>{attribute.name}</dt>
          {/* translators: separates the names of a product's choices */}
          <dd>{attribute.terms.map((term) => term.name).join(__(', '))}</dd>
        </Fragment>
      ))}
    </dl>
  );
}
