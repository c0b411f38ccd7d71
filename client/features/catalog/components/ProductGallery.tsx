// The product page's pictures: one large picture and thumbnails that choose it. The chosen
// variation's picture takes the first place, as in WooCommerce. Each thumbnail is a radio input
// (issue 25, item 5): without JavaScript the checked one shows its picture by CSS alone
// (catalog.css), and the app hydrates the same markup, keeping the checked one in its state.
import { useAppDispatch, useAppSelector } from '../../../kernel/hooks';
import { __, sprintf } from '../../../i18n';
import { formatNumber } from '../../../ui/digits';
import { selectGalleryIndex } from '../selectors';
import { galleryImageChosen } from '../slice';

export interface GalleryImage {
  src: string;
  thumbnail: string;
  alt: string;
}

interface ProductGalleryProps {
  productId: number;
  productName: string;
  images: GalleryImage[];
  /** The chosen variation's image takes the first place, as WooCommerce's gallery does. */
  variationImage: { src: string; alt: string } | null;
}

export function ProductGallery({
  productId,
  productName,
  images,
  variationImage,
}: ProductGalleryProps) {
  const dispatch = useAppDispatch();
  const chosen = useAppSelector((state) => selectGalleryIndex(state, productId));
  const shown: GalleryImage[] = variationImage
    ? [
        { src: variationImage.src, thumbnail: variationImage.src, alt: variationImage.alt },
        ...images.slice(1),
      ]
    : images;
  const index = chosen < shown.length ? chosen : 0;
  const main = shown[index];
  if (!main) {
    return <div className="product-gallery product-gallery--empty" aria-hidden="true" />;
  }
  const group = `product-gallery-${productId}`;
  return (
    <div className="product-gallery">
      <div className="product-gallery__main">
        {shown.map((image, position) => (
          // Square as the box around it (the full-size art is 600x600): sized before it loads.
          // Only the chosen one is displayed, so the others (lazy) load when they are chosen.
          <img
            key={`${position}-${image.src}`}
            className={`product-gallery__image${position === index ? ' is-chosen' : ''}`}
            src={image.src}
            alt={image.alt || productName}
            width={600}
            height={600}
            // The product's picture is the largest thing on its page's first screen.
            {...(position === index
              ? { fetchPriority: 'high' as const }
              : { loading: 'lazy' as const })}
            decoding="async"
          />
        ))}
      </div>
      {shown.length > 1 && (
        <ul className="product-gallery__thumbs">
          {shown.map((image, position) => (
            <li key={`${position}-${image.src}`}>
              {/* The radio sits in its thumbnail, so choosing one never scrolls the page. */}
              <label className="product-gallery__thumb">
                <input
                  type="radio"
                  className="product-gallery__choice visually-hidden"
                  name={group}
                  checked={position === index}
                  onChange={() => dispatch(galleryImageChosen({ productId, index: position }))}
                />
                {/* Lazy: fetched after the first layout, so the page's start asks only for what it
                    draws first (the chosen picture, styles, fonts). Sized, so nothing moves. */}
                <img src={image.thumbnail} alt="" width={300} height={300} loading="lazy" />
                <span className="visually-hidden">
                  {/* translators: 1: image number, 2: number of images (Persian digits) */}
                  {sprintf(
                    __('Image %1$s of %2$s'),
                    formatNumber(position + 1),
                    formatNumber(shown.length),
                  )}
                </span>
              </label>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
