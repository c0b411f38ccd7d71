// The home page.
import '../../../styles/home.css';
import { useAppSelector } from '../../../kernel/hooks';
import { __ } from '../../../i18n';
import { AmazingCarousel } from '../../carousel';
import { LazyLaterSections } from './LazyLaterSections';
import { ShopHighlights } from './ShopHighlights';

/**
 * The home page: the site name, the "Amazing offer" carousel, the categories and newest
 * products, and the latest posts.
 */
export function HomePage() {
  const siteName = useAppSelector((state) => state.config.siteName);
  return (
    <div className="page page--home">
      <h1>{siteName}</h1>
      <p className="lead">{__('Welcome to our shop. Browse the products and read our blog.')}</p>
      <AmazingCarousel />
      <ShopHighlights />
      <LazyLaterSections />
    </div>
  );
}
