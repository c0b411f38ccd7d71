// The product page's variation form.
import {
  memo,
  startTransition,
  useEffect,
  useRef,
  useState,
  type FormEvent,
  type ReactNode,
} from 'react';
import { shallowEqual } from 'react-redux';
import { useAppDispatch, useAppSelector } from '../../../kernel/hooks';
import { __ } from '../../../i18n';
import { selectProductById } from '../../catalog';
import {
  selectSwatchOptions,
  selectVariationFormView,
  swatchDataOf,
  type SwatchItemView,
  type VariationFormView,
} from '../selectors';
import { formMounted, resetPressed, selectChanged, type FormMessage } from '../slice';
import { PlainSwatches } from './PlainSwatches';
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
  /** The add-to-cart part (quantity, button and the post's token); the form's submit adds it. */
  children?: ReactNode;
  /** Where the form posts without JavaScript (the cart page, as WooCommerce's form does). */
  action: string;
  onSubmit(event: FormEvent<HTMLFormElement>): void;
}

/**
 * The product page's variation form: per attribute a swatch list mirroring a hidden select,
 * the chosen value after the label, a reset button and a live region for what the form says.
 * Until the variations are here and drawn (and in the server's page) the choices are plain radio
 * inputs drawn like the swatches, and the form posts them without JavaScript.
 */
export function VariationForm({ productId, children, action, onSubmit }: VariationFormProps) {
  const dispatch = useAppDispatch();
  const view = useAppSelector((state) => selectVariationFormView(state, productId), shallowEqual);
  const product = useAppSelector((state) => selectProductById(state, productId));
  const options = useAppSelector((state) => selectSwatchOptions(state, productId));

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
  // task after the variation data arrives; the plain radios stay until then. Clicks draw at once.
  const [drawn, setDrawn] = useState(false);
  const carried = useRef(false);
  useEffect(() => {
    if (!view || drawn) return;
    if (!carried.current) {
      // What was chosen on the plain radios before the swatches came stays chosen (once: each
      // choice changes the view while the transition is pending).
      carried.current = true;
      const checked = formRef.current?.querySelectorAll<HTMLInputElement>(
        'input.plain-swatch__input:checked',
      );
      for (const input of checked ?? []) {
        dispatch(selectChanged({ productId, attribute: input.name, value: input.value }));
      }
    }
    startTransition(() => setDrawn(true));
  }, [view, drawn, dispatch, productId]);

  const ready = view !== null && drawn;
  const idPrefix = `variation-form-${productId}`;
  return (
    <form
      ref={formRef}
      className={[
        'variations_form',
        'cart',
        ready ? '' : 'variations_form--plain',
        view?.status === 'loaded' && ready ? 'wvs-loaded' : '',
        ready && view.tooltipsHidden ? 'wvs-tooltips-dismissed' : '',
      ]
        .filter(Boolean)
        .join(' ')}
      data-product_id={productId}
      method="post"
      action={action}
      aria-busy={ready ? view.status !== 'loaded' || view.settling : undefined}
      onSubmit={onSubmit}
      noValidate
    >
      {ready ? (
        <SwatchLists view={view} idPrefix={idPrefix} focusAfterReset={focusAfterReset} />
      ) : (
        <PlainSwatches
          attributes={swatchDataOf(product)?.attributes ?? []}
          displayLimit={options.displayLimit}
          idPrefix={idPrefix}
        />
      )}
      <p className="variation-form__message" role="status">
        {ready ? messageText(view) : ''}
      </p>
      {children}
    </form>
  );
}

/**
 * A hidden select's options, drawn again only when an option's value, title or state changes: a
 * click derives every item anew, and most options stay as they were (the select's value is the
 * select's own prop).
 */
const SelectOptions = memo(
  function SelectOptions({ items }: { items: readonly SwatchItemView[] }) {
    return (
      <>
        <option value="">{__('Choose an option')}</option>
        {items.map((item) => (
          <option key={item.value} value={item.value} disabled={item.disabled}>
            {item.title}
          </option>
        ))}
      </>
    );
  },
  (before, after) =>
    before.items.length === after.items.length &&
    before.items.every((item, index) => {
      const other = after.items[index]!;
      return (
        item.value === other.value && item.title === other.title && item.disabled === other.disabled
      );
    }),
);

/** The loaded form's lists (swatches over their hidden selects) and its reset button. */
function SwatchLists({
  view,
  idPrefix,
  focusAfterReset,
}: {
  view: VariationFormView;
  idPrefix: string;
  focusAfterReset: { current: boolean };
}) {
  const dispatch = useAppDispatch();
  const { options, productId } = view;
  return (
    <>
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
                  <SelectOptions items={list.items} />
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
    </>
  );
}
