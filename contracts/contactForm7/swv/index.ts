// The SWV rule engine, shared by the server (feedback validation) and the client
// (change-validation): `validate(schema, { values, files })`.

export * from './schema';
export { validate, type SwvViolation, type ValidateOptions } from './validate';
export type { SwvFile, SwvFormData } from './rules';
export { isEmail, isUrl, isTel, isNumber, isDate, isTime, telDigits } from './formats';
export { trimUnicode, normaliseDigits, presentValues } from './text';
export { isAcceptedFileName } from './fileTypes';
