import { useAppSelector } from '../../../app/hooks';
import { __ } from '../../../i18n';

export function HomePage() {
  const siteName = useAppSelector((state) => state.config.siteName);
  return (
    <div className="page page--home">
      <h1>{siteName}</h1>
      <p className="lead">{__('Welcome to our shop. Browse the products and read our blog.')}</p>
    </div>
  );
}
