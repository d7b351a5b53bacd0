// What the sign-up and login feature offers the other features: they import from here, never from its files.
export { LoginForm, NewPasswordFields, SignupForm, returnState } from './AuthForms';
