// The swatches feature's public face: what other features and the app may import.
export { VariationForm } from './components/VariationForm';
export { maxQuantity } from './rules';
export { swatchesSaga } from './sagas';
export {
  type VariationFormView,
  chosenAttributes,
  selectVariationFormView,
  swatchDataOf,
} from './selectors';
export { type SwatchesState, formMessageShown } from './slice';
export { swatchesFeature } from './feature';
