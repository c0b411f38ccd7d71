// Response schemas of persian-shop/v1/account/*, from the shapes contracts/account.ts shares.
import { accountSessionSchema, addressesResponseSchema } from '../../../../contracts/account';
import { jsonResponses, WP_ERROR_RESPONSES } from '../../http/responseSchemas';

export const sessionResponses = jsonResponses(accountSessionSchema);

/** Registering answers 201 with the new session. */
export const registerResponses = { 201: accountSessionSchema, ...WP_ERROR_RESPONSES } as const;

export const addressesResponses = jsonResponses(addressesResponseSchema);
