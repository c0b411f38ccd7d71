// The forms the server answers for, compiled once at start-up (and again when a form is added).
import type { ContactFormsRepository } from '../../storage/contactFormsRepository';
import { compileForm, type CompiledForm } from './compileForm';
import type { ContactFormSource } from './formSource';

export interface FormCatalog {
  get(id: number): CompiledForm | undefined;
  /** Every form, ordered by id (CF7's list: WPCF7_ContactForm::find, ID ascending). */
  all(): CompiledForm[];
  /** Forms placed on a page, ordered by id. */
  onPage(slug: string): CompiledForm[];
  reload(): void;
}

/**
 * Stored forms plus `overrides` (CONTACT_FORMS_DIR files, test forms), which win by id. Overrides
 * stay out of the database, so removing a file brings the stored form back at the next start.
 */
export function createFormCatalog(
  repository: ContactFormsRepository<ContactFormSource>,
  overrides: readonly ContactFormSource[] = [],
): FormCatalog {
  let forms = new Map<number, CompiledForm>();
  const reload = () => {
    const sources = new Map(repository.all().map((source) => [source.id, source]));
    for (const source of overrides) sources.set(source.id, source);
    forms = new Map([...sources].map(([id, source]) => [id, compileForm(source)]));
  };
  reload();
  return {
    get: (id) => forms.get(id),
    all: () => [...forms.values()].sort((a, b) => a.id - b.id),
    onPage: (slug) =>
      [...forms.values()]
        .filter((form) => form.source.pages.includes(slug))
        .sort((a, b) => a.id - b.id),
    reload,
  };
}
