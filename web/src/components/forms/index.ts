export { TextField, PasswordField, PhoneField, SelectField, TextAreaField, FormMessage } from './Field';
export { useForm, type Check, type Errors, type FieldBinding, type FormApi } from './useForm';
export { validate, passwordMessages, type NameType } from './validate';
export { formatPhone, nextPhoneInput, phoneDigits, PHONE_MAX_LENGTH } from './phone';
