// The carousel's clock arrives when a carousel first mounts: the mount heard before its code was
// there still starts that carousel's clock, and nothing runs before a mount.
import { waitFor } from '@testing-library/react';
import { getProducts } from '../../api/store';
import { makeTestStore } from '../../app/testing';
import { carouselSagaOnMount } from './onMount';
import { carouselMounted } from './slice';

jest.mock('../../api/store', () => ({ getProducts: jest.fn() }));

beforeEach(() => {
  jest.mocked(getProducts).mockReturnValue(new Promise(() => undefined));
});

describe('carouselSagaOnMount', () => {
  it('starts the clock of the carousel whose mount it heard while its code loaded', async () => {
    const { store, task } = makeTestStore({ saga: carouselSagaOnMount });
    expect(store.getState().carousel).toEqual({});
    store.dispatch(carouselMounted({ id: 'offers' }));
    await waitFor(() => expect(store.getState().carousel.offers?.now).toBeGreaterThan(0));
    expect(getProducts).toHaveBeenCalledTimes(1);
    task!.cancel();
  });
});
