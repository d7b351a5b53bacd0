// The server's validation calls (POST /api/validate/..., listed in api/README.md). Each answers a problem flag and
// the message to show beside the field.
import { api, type PasswordValidation, type Validation } from '../../lib/api';

export type NameType = 'first' | 'last' | 'addressee' | 'street address' | 'city';

export const validate = {
  name: (name: string, type: NameType) => api.post<Validation>('/validate/name', { name, type }),
  email: (email: string, shouldExist: boolean) => api.post<Validation>('/validate/email', { email, shouldExist }),
  phone: (phone: string) => api.post<Validation>('/validate/phone', { phone }),
  passwords: (password: string, confirmation: string, checkStrength: boolean, user?: string) =>
    api.post<PasswordValidation>('/validate/passwords', { password, confirmation, checkStrength, user }),
  address: (streetAddress: string) => api.post<Validation>('/validate/address', { streetAddress }),
  code: (code: string, shouldExist: boolean) => api.post<Validation>('/validate/code', { code, shouldExist }),
  message: (message: string, type: 'subject' | 'message') =>
    api.post<Validation>('/validate/message', { message, type }),
  state: (state: string) => api.post<Validation>('/validate/state', { state }),
  /** With `state`, the ZIP must also belong to that state. */
  zip: (zip: string, state?: string) => api.post<Validation>('/validate/zip', state ? { zip, state } : { zip }),
  type: (type: string) => api.post<Validation>('/validate/type', { type }),
  number: (name: string, number: string) => api.post<Validation>('/validate/number', { name, number }),
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
