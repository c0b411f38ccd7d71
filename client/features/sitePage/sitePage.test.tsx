// A WordPress site page: loaded once a visit by the address it names and drawn with its title
// and text, a 404 with the not-found page when the site has none, and a failure explained with
// "try again".
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { WpPage } from '../../../contracts/wp';
import { errorMessage, getPageBySlug } from '../../api/wp';
import { selectPageStatus } from '../../app/pageStatus';
import { makePost, makeTestStore, renderWithStore } from '../../app/testing';
import { locationChanged } from '../route';
import { SitePage } from './components/SitePage';
import { sitePageSaga } from './sagas';
import { selectSitePage } from './selectors';

jest.mock('../../api/wp', () => ({
  getPageBySlug: jest.fn(),
  errorMessage: jest.fn(),
}));

const mockedGetPage = jest.mocked(getPageBySlug);
const OFFLINE = 'احتمالاً اتصال شما به اینترنت برقرار نیست.';

const visit = (pathname: string) => locationChanged({ pathname, search: '', hash: '' }, 'push');

const returns: WpPage = {
  ...makePost({
    slug: 'returns',
    title: { rendered: 'شرایط بازگشت کالا' },
    content: { rendered: '<p>تا هفت روز پس از تحویل پس بفرستید.</p>', protected: false },
  }),
  type: 'page',
  parent: 0,
  menu_order: 1,
};

/** Lets the saga's awaited API promise settle (a few microtask turns, no timers). */
async function settle(): Promise<void> {
  for (let turn = 0; turn < 5; turn += 1) await Promise.resolve();
}

function start() {
  return makeTestStore({ saga: sitePageSaga }).store;
}

beforeEach(() => {
  jest.resetAllMocks();
  jest.mocked(errorMessage).mockReturnValue(OFFLINE);
});

describe('a site page', () => {
  it('loads the page the address names, once a visit, and draws its title and text', async () => {
    mockedGetPage.mockResolvedValue(returns);
    const store = start();
    store.dispatch(visit('/returns/'));
    await settle();
    store.dispatch(visit('/'));
    store.dispatch(visit('/returns'));
    await settle();

    expect(mockedGetPage).toHaveBeenCalledTimes(1);
    expect(mockedGetPage).toHaveBeenCalledWith('returns');
    renderWithStore(<SitePage slug="returns" />, store);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('شرایط بازگشت کالا');
    expect(screen.getByText('تا هفت روز پس از تحویل پس بفرستید.')).toBeInTheDocument();
    expect(selectPageStatus(store.getState())).toBe(200);
  });

  it('is a 404 with the not-found page when the site has no such page', async () => {
    mockedGetPage.mockResolvedValue(null);
    const store = start();
    store.dispatch(visit('/privacy'));
    await settle();

    expect(selectPageStatus(store.getState())).toBe(404);
    renderWithStore(<SitePage slug="privacy" />, store);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('صفحه پیدا نشد');
  });

  it('says why it failed and loads again on "try again"', async () => {
    mockedGetPage.mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(returns);
    const store = start();
    store.dispatch(visit('/returns'));
    await settle();
    expect(selectSitePage(store.getState(), 'returns').status).toBe('failed');

    renderWithStore(<SitePage slug="returns" />, store);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('بازگشت کالا');
    expect(screen.getByText(OFFLINE)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'تلاش دوباره' }));
    await settle();
    expect(await screen.findByText('تا هفت روز پس از تحویل پس بفرستید.')).toBeInTheDocument();
  });
});
