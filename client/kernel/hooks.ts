// The store's hooks typed with its state and dispatch, for every component.
import { useDispatch, useSelector, useStore } from 'react-redux';
import type { AppDispatch, AppStore, RootState } from '../app/store';

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
// The store itself, for a component that adds a feature when the shopper first uses it.
export const useAppStore = useStore.withTypes<AppStore>();
