// The variation form's choices as real radio inputs drawn like the swatches (issue 25): what the
// server's page carries, so a shopper without JavaScript can choose and post to the cart
// (`attribute_pa_color=black`, as WooCommerce's form posts), and what the app shows until its
// swatches are ready. Items past the display limit wait in a <details>, which opens without
// JavaScript, so the form is about as tall as the swatches that replace it.
import { memo } from 'react';
import type { SwatchAttribute } from '../../../../contracts/store';
import { __, sprintf } from '../../../i18n';
import { formatNumber } from '../../../ui/digits';
import { StaticMarkup } from '../../../ui/StaticMarkup';
import { swatchColor, type SwatchListView } from '../selectors';
import { SwatchContents } from './SwatchItem';

interface PlainSwatchesProps {
  attributes: readonly SwatchAttribute[];
  displayLimit: number;
  idPrefix: string;
}

function listType(attribute: SwatchAttribute): SwatchListView['type'] {
  return attribute.type === 'select' ? 'button' : attribute.type;
}

function Items({
  attribute,
  terms,
}: {
  attribute: SwatchAttribute;
  terms: SwatchAttribute['terms'];
}) {
  const type = listType(attribute);
  return (
    <ul className={`variable-items-wrapper ${type}-variable-items-wrapper wvs-style-squared`}>
      {terms.map((term) => {
        const item = {
          title: term.name,
          color: type === 'color' ? swatchColor(term) : null,
          imageSrc: type === 'image' ? (term.image_src ?? null) : null,
        };
        // A colour or picture says nothing to a screen reader: the name is there, unseen.
        const named = type === 'color' || type === 'image';
        return (
          <li key={term.slug} className={`variable-item ${type}-variable-item plain-swatch`}>
            <label className="plain-swatch__label">
              <input
                type="radio"
                className="plain-swatch__input"
                name={attribute.attribute_name}
                value={term.slug}
              />
              <span className="variable-item-contents">
                <SwatchContents item={item} type={type} />
              </span>
              {named && <span className="visually-hidden">{term.name}</span>}
            </label>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * Memoised: its props are the product's own data, so the store's updates while the page loads
 * (the availability arriving, the form starting) do not redraw every radio input. It has no
 * handler (the form reads the checked inputs), so hydration keeps the server's radios as they are.
 */
export const PlainSwatches = memo(function PlainSwatches({
  attributes,
  displayLimit,
  idPrefix,
}: PlainSwatchesProps) {
  return (
    <StaticMarkup id={`${idPrefix}-plain`} className="variations">
      {attributes.map((attribute, position) => {
        const limited = displayLimit > 0 && attribute.terms.length > displayLimit;
        const shown = limited ? attribute.terms.slice(0, displayLimit) : attribute.terms;
        const rest = limited ? attribute.terms.slice(displayLimit) : [];
        const labelId = `${idPrefix}-plain-label-${position}`;
        return (
          <fieldset
            className="variations__row plain-swatches"
            key={attribute.attribute_name}
            aria-labelledby={labelId}
          >
            <div className="label">
              <span id={labelId} className="variations__label">
                {attribute.label}
              </span>
            </div>
            <div className="value woo-variation-items-wrapper">
              <Items attribute={attribute} terms={shown} />
              {rest.length > 0 && (
                <details className="plain-swatches__more">
                  <summary className="woo-variation-swatches-variable-item-more">
                    {/* translators: %s: number of hidden options, in Persian digits */}
                    {sprintf(__('+%s More'), formatNumber(rest.length))}
                    <span className="visually-hidden"> ({attribute.label})</span>
                  </summary>
                  <Items attribute={attribute} terms={rest} />
                </details>
              )}
            </div>
          </fieldset>
        );
      })}
    </StaticMarkup>
  );
});
