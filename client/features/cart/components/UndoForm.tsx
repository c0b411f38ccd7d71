// The form the notice's «بازگرداندن» submits without JavaScript (issue 25, item 5): a post to the
// cart with the removed line's fields and the visitor's nonce, never a link. The button stays in
// the notice (Notices.tsx, `form` attribute); the form lives with the cart page, whose chunk is
// the only one that needs it.
import { useAppSelector } from '../../../kernel/hooks';
import { selectNotices, UNDO_FORM_ID } from '../../notices';
import { FormNonce } from './FormNonce';

export function UndoForm() {
  const form = useAppSelector((state) => selectNotices(state).at(-1)?.undo?.form);
  if (!form) return null;
  return (
    <form id={UNDO_FORM_ID} method="post" action={form.to} hidden>
      <FormNonce />
      {Object.entries(form.fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
    </form>
  );
}
