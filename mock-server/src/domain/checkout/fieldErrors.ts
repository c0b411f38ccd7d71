// Checkout: every refused field in one WordPress rest_invalid_param error, each message naming
// its field so the form can show it there.
import type { CheckoutFieldErrorDetail } from '../../../../contracts/checkout';
import { CHECKOUT_ERROR_CODES } from '../../../../contracts/checkout';
import { DomainError, invalidParamsMessage } from '../domainError';

/** One refused field: which parameter, which field, WooCommerce-style code, Persian message. */
export interface FieldProblem {
  param: string;
  field: string;
  code: string;
  message: string;
}

/**
 * WordPress's rest_invalid_param for every refused field at once: params[param] is the first
 * message, details[param] a WP_Error as rest_convert_error_to_response writes it, with each
 * field named in data.field so the client can put the message beside it.
 */
export function invalidFieldsError(problems: readonly FieldProblem[]): DomainError {
  const params: Record<string, string> = {};
  const details: Record<string, CheckoutFieldErrorDetail> = {};
  for (const problem of problems) {
    const entry = { code: problem.code, message: problem.message, data: { field: problem.field } };
    const existing = details[problem.param];
    if (existing) {
      existing.additional_errors = [...(existing.additional_errors ?? []), entry];
    } else {
      params[problem.param] = problem.message;
      details[problem.param] = { ...entry };
    }
  }
  return new DomainError({
    kind: 'invalid',
    code: CHECKOUT_ERROR_CODES.invalidParam,
    message: invalidParamsMessage(Object.keys(params)),
    data: { params, details },
  });
}
