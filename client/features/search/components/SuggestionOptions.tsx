// The instant results inside the box's listbox.
import type { SearchProduct } from '../slice';
import { optionId } from './optionId';
import { SuggestionOption } from './SuggestionOption';

interface Props {
  listboxId: string;
  suggestions: readonly SearchProduct[];
  query: string;
  highlighted: number;
  onChoose(index: number): void;
  onPoint(index: number): void;
}

/**
 * The instant results inside the box's listbox. They come with the deferred chunk
 * (app/deferred.tsx), loaded right after start-up: the box draws them only once a lookup has
 * answered, which the first paint never waits for.
 */
export default function SuggestionOptions({
  listboxId,
  suggestions,
  query,
  highlighted,
  onChoose,
  onPoint,
}: Props) {
  return suggestions.map((product, index) => (
    <SuggestionOption
      key={product.id}
      id={optionId(listboxId, index)}
      product={product}
      query={query}
      highlighted={index === highlighted}
      onChoose={() => onChoose(index)}
      onPoint={() => onPoint(index)}
    />
  ));
}
