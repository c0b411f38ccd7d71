import { render, screen } from '@testing-library/react';
import type { StoreProductAttribute } from '../../../../contracts/store';
import { PlainChoices } from './PlainChoices';

const attribute = (
  id: number,
  name: string,
  terms: string[],
  hasVariations = true,
): StoreProductAttribute => ({
  id,
  name,
  taxonomy: null,
  has_variations: hasVariations,
  terms: terms.map((term, index) => ({ id: index + 1, name: term, slug: `t${index}` })),
});

describe('PlainChoices', () => {
  it('lists each varying attribute with its values, Persian comma between them', () => {
    render(
      <PlainChoices
        attributes={[
          attribute(1, 'رنگ', ['مشکی', 'سفید']),
          attribute(2, 'جنس', ['چرم'], false),
          attribute(3, 'سایز', ['۴۰', '۴۱', '۴۲']),
        ]}
      />,
    );
    expect(screen.getByText('رنگ').tagName).toBe('DT');
    expect(screen.getByText('مشکی، سفید')).toBeInTheDocument();
    expect(screen.getByText('۴۰، ۴۱، ۴۲')).toBeInTheDocument();
    // Not a choice: an attribute no variation differs in.
    expect(screen.queryByText('جنس')).toBeNull();
  });

  it('draws nothing for a product without choices', () => {
    const { container } = render(<PlainChoices attributes={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
