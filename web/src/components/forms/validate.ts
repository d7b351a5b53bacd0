// The server's validation calls (POST /api/validate/..., listed in api/README.md). Each answers a problem flag and
// the message to show beside the field.
import type { FieldCheckBodies, NameType } from '@brixilated/shop';
import { api, type PasswordValidation, type Validation } from '../../lib/api';

export type { NameType };

/** One check: its body as the API takes it (a field added or renamed on one side only fails the typecheck). */
const check = <K extends keyof FieldCheckBodies, A = Validation>(name: K, body: FieldCheckBodies[K]) =>
  api.post<A>(`/validate/${name}`, body);

export const validate = {
  name: (name: string, type: NameType) => check('name', { name, type }),
  email: (email: string, shouldExist: boolean) => check('email', { email, shouldExist }),
  phone: (phone: string) => check('phone', { phone }),
  passwords: (password: string, confirmation: string, checkStrength: boolean, user?: string) =>
    check<'passwords', PasswordValidation>('passwords', { password, confirmation, checkStrength, user }),
  address: (streetAddress: string) => check('address', { streetAddress }),
  code: (code: string, shouldExist: boolean) => check('code', { code, shouldExist }),
  message: (message: string, type: 'subject' | 'message') => check('message', { message, type }),
  state: (state: string) => check('state', { state }),
  /** With `state`, the ZIP must also belong to that state. */
  zip: (zip: string, state?: string) => check('zip', state ? { zip, state } : { zip }),
  type: (type: string) => check('type', { type }),
  number: (name: string, number: string) => check('number', { name, number }),
};

/**
 * Spreads the password check's pair of messages onto two fields (the confirmation field may be omitted
 * for checks of a single password, such as login or the current password).
 */
export function passwordMessages<F extends string>(passwordField: F, confirmationField?: F) {
  return (answer: Validation): Partial<Record<F, string>> => {
    if (!answer.problem) return {};
    const messages = (answer as Partial<PasswordValidation>).messages;
    const out: Partial<Record<F, string>> = {};
    if (messages?.password) out[passwordField] = messages.password;
    if (confirmationField && messages?.confirmation) out[confirmationField] = messages.confirmation;
    if (Object.keys(out).length === 0) out[passwordField] = answer.message;
    return out;
  };
}
