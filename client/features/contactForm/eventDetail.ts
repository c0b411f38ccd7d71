// The `detail` of CF7's DOM events (reference 2.4), which analytics snippets read.

export interface FormIdentity {
  contactFormId: number;
  pluginVersion: string;
  contactFormLocale: string;
  unitTag: string;
  containerPostId: number;
}

export interface FormInput {
  name: string;
  value: FormDataEntryValue;
}

export interface SubmitDetail extends FormIdentity {
  status: string;
  inputs: FormInput[];
  formData: FormData;
  apiResponse?: unknown;
}

export interface StatusChangedDetail extends FormIdentity {
  status: string;
  prevStatus: string;
}

/** Every entry whose name does not start with "_" (CF7's hidden fields), files as File objects. */
export function visibleInputs(formData: FormData): FormInput[] {
  const inputs: FormInput[] = [];
  for (const [name, value] of formData.entries()) {
    if (!name.startsWith('_')) inputs.push({ name, value });
  }
  return inputs;
}

export function submitDetail(
  identity: FormIdentity,
  status: string,
  formData: FormData,
): SubmitDetail {
  return { ...identity, status, inputs: visibleInputs(formData), formData };
}
