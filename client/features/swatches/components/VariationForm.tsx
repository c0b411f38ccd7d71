// The product page's variation form.
import {
  startTransition,
  useEffect,
  useRef,
  useState,
  type CSSProperties,
  type FormEvent,
  type ReactNode,
} from 'react';
import { shallowEqual } from 'react-redux';
import { useAppDispatch, useAppSelector } from '../../../kernel/hooks';
import { __ } from '../../../i18n';
import { selectProductById } from '../../catalog';
import {
  selectFormAttributes,
  selectVariationFormView,
  type VariationFormView,
} from '../selectors';
import { formMounted, resetPressed, selectChanged, type FormMessage } from '../slice';
import { PlainChoices } from './PlainChoices';
import { SwatchList } from './SwatchList';

function messageText(view: VariationFormView): string {
  if (view.noMatch) {
    return __('Sorry, no products matched your selection. Please choose a different combination.');
  }
  const texts: Record<Exclude<FormMessage, null>, () => string> = {
    reset: () =>
      __(
        'Your selection has been reset. Please select some product options before adding this product to your cart.',
      ),
    chooseOptions: () =>
      __('Please select some product options before adding this product to your cart.'),
    unavailable: () =>
      __('Sorry, this product is unavailable. Please choose a different combination.'),
    othersCleared: () =>
      __('That combination is not available, so your other choices were cleared.'),
  };
  return view.message ? texts[view.message]() : '';
}

interface VariationFormProps {
  productId: number;
  /** The add-to-cart part (quantity and button); the form's submit adds to the cart. */
  children?: ReactNode;
  onSubmit(event: FormEvent<HTMLFormElement>): void;
}

/**
 * The product page's variation form: per attribute a swatch list mirroring a hidden select,
 * the chosen value after the label, a reset button and a live region for what the form says.
 */
export function VariationForm({ productId, children, onSubmit }: VariationFormProps) {
  const dispatch = useAppDispatch();
  const view = useAppSelector((state) => selectVariationFormView(state, productId), shallowEqual);
  const attributeCount = useAppSelector((state) => selectFormAttributes(state, productId).length);
  const product = useAppSelector((state) => selectProductById(state, productId));

  useEffect(() => {
    dispatch(formMounted({ productId }));
  }, [dispatch, productId]);

  // The reset button hides itself once nothing is chosen; focus then goes to the first list
  // instead of being lost to the page.
  const formRef = useRef<HTMLFormElement>(null);
  const focusAfterReset = useRef(false);
  useEffect(() => {
    if (!focusAfterReset.current || view?.anyChosen) return;
    focusAfterReset.current = false;
    formRef.current?.querySelector<HTMLElement>('[role="radio"][tabindex="0"]')?.focus();
  });

  // The form's first drawing (every list and option of a product of thousands of variations) is a
  // transition: React draws it in slices between the browser's other work instead of in one long
  // task after the variation data arrives; the placeholder stays until then. Clicks draw at once.
  const [drawn, setDrawn] = useState(false);
  useEffect(() => {
    if (view && !drawn) startTransition(() => setDrawn(true));
  }, [view, drawn]);

  if (!view || !drawn) {
    // Holds about the form's height (a row per attribute, then quantity and button), so the
    // meta and description under it do not jump when the variations arrive (layout shift).
    return (
      <div
        className="variation-form-loading"
        style={{ '--attributes': attributeCount } as CSSProperties}
      >
        <p className="loading" aria-busy="true">
          {__('Loading product options…')}
        </p>
        <PlainChoices attributes={product?.attributes ?? []} />
      </div>
    );
  }
  const idPrefix = `variation-form-${productId}`;
  const { options } = view;
  return (
    <form
      ref={formRef}
      className={[
        'variations_form',
        'cart',
        view.status === 'loaded' ? 'wvs-loaded' : '',
        view.tooltipsHidden ? 'wvs-tooltips-dismissed' : '',
      ]
        .filter(Boolean)
        .join(' ')}
      data-product_id={productId}
      aria-busy={view.status !== 'loaded' || view.settling}
      onSubmit={onSubmit}
      noValidate
    >
      <div className="variations">
        {view.lists.map((list, position) => {
          const labelId = `${idPrefix}-label-${position}`;
          return (
            <div className="variations__row" key={list.name}>
              <div className="label">
                <span id={labelId} className="variations__label">
                  {list.label}
                </span>
                {options.showVariationLabel && (
                  <span className="woo-selected-variation-item-name" aria-hidden="true">
                    {list.chosenLabel}
                  </span>
                )}
              </div>
              <div className="value woo-variation-items-wrapper">
                <select
                  className="woo-variation-raw-select"
                  name={list.name}
                  data-attribute_name={list.name}
                  data-show_option_none="yes"
                  hidden
                  aria-hidden="true"
                  tabIndex={-1}
                  value={list.items.find((item) => item.selected)?.value ?? ''}
                  onChange={(event) =>
                    dispatch(
                      selectChanged({ productId, attribute: list.name, value: event.target.value }),
                    )
                  }
                >
                  <option value="">{__('Choose an option')}</option>
                  {list.items.map((item) => (
                    <option key={item.value} value={item.value} disabled={item.disabled}>
                      {item.title}
                    </option>
                  ))}
                </select>
                <SwatchList
                  productId={productId}
                  list={list}
                  labelId={labelId}
                  idPrefix={`${idPrefix}-${position}`}
                  showTooltips={options.enableTooltip}
                  tooltipsHidden={view.tooltipsHidden}
                />
              </div>
            </div>
          );
        })}
      </div>
      <button
        type="button"
        className="reset_variations link-button"
        hidden={!view.anyChosen}
        onClick={() => {
          focusAfterReset.current = true;
          dispatch(resetPressed({ productId, names: view.lists.map((list) => list.name) }));
        }}
      >
        {__('Clear')}
      </button>
      <p className="variation-form__message" role="status">
        {messageText(view)}
      </p>
      {children}
    </form>
  );
}
