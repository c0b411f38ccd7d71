// The "page not found" page, for an unknown address and for a listing's page past its last, with
// a way back to the home page.
import { __ } from '../../../i18n';
import { paths } from '../../route';

export function NotFoundPage() {
  return (
    <div className="page page--not-found">
      <h1>{__('Page not found')}</h1>
      <p>{__('The page you are looking for does not exist or has been moved.')}</p>
      <p>
        <a href={paths.home} className="button">
          {__('Back to the home page')}
        </a>
      </p>
    </div>
  );
}
