// Labelled form controls with their error beside them. Every control has a visible <label>; the error
// and hint are tied to it with aria-describedby, and aria-invalid marks a control with a problem.
import {
  useId,
  useState,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import { nextPhoneInput, PHONE_MAX_LENGTH } from './phone';

/** What every labelled control takes besides its element's own attributes. */
interface FieldProps {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  hint?: ReactNode;
  fieldClassName?: string;
}

/** What the frame hands its control to spread: id, value, change handler and the aria ties to error and hint. */
interface ControlProps {
  id: string;
  value: string;
  onChange: (e: { target: { value: string } }) => void;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

function FieldFrame({
  id,
  label,
  value,
  onChange,
  error,
  hint,
  fieldClassName,
  children,
}: FieldProps & { id?: string; children: (control: ControlProps) => ReactNode }) {
  const autoId = useId();
  const controlId = id ?? autoId;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const control: ControlProps = {
    id: controlId,
    value,
    onChange: (e) => onChange(e.target.value),
    'aria-invalid': error ? true : undefined,
    'aria-describedby': [errorId, hintId].filter(Boolean).join(' ') || undefined,
  };
  return (
    <div className={fieldClassName ? `field ${fieldClassName}` : 'field'}>
      <label htmlFor={controlId}>{label}</label>
      {children(control)}
      {error ? (
        <p className="field-error" id={errorId}>
          {error}
        </p>
      ) : null}
      {hint ? (
        <p className="field-hint" id={hintId}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}

export interface TextFieldProps extends FieldProps, Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {}

export function TextField({ label, value, onChange, error, hint, fieldClassName, id, ...rest }: TextFieldProps) {
  return (
    <FieldFrame {...{ id, label, value, onChange, error, hint, fieldClassName }}>
      {(control) => <input type="text" {...rest} {...control} />}
    </FieldFrame>
  );
}

export interface PasswordFieldProps extends Omit<TextFieldProps, 'type'> {}

/** A password input with a Show/Hide toggle button (keyboard reachable, announces its state). */
export function PasswordField({
  label,
  value,
  onChange,
  error,
  hint,
  fieldClassName,
  id,
  ...rest
}: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <FieldFrame {...{ id, label, value, onChange, error, hint, fieldClassName }}>
      {(control) => (
        <div className="password-field">
          <input {...rest} type={visible ? 'text' : 'password'} {...control} />
          <button
            type="button"
            className="btn btn-sm password-toggle"
            aria-controls={control.id}
            aria-pressed={visible}
            aria-label={`${visible ? 'Hide' : 'Show'} ${typeof label === 'string' ? label.toLowerCase() : 'password'}`}
            onClick={() => setVisible((v) => !v)}
          >
            {visible ? 'Hide' : 'Show'}
          </button>
        </div>
      )}
    </FieldFrame>
  );
}

export interface PhoneFieldProps extends Omit<TextFieldProps, 'type' | 'maxLength'> {}

/** Phone input that accepts digits only and formats as phone.ts says; `value` is the display text. */
export function PhoneField({ value, onChange, ...rest }: PhoneFieldProps) {
  return (
    <TextField
      {...rest}
      type="tel"
      inputMode="numeric"
      autoComplete={rest.autoComplete ?? 'tel-national'}
      maxLength={PHONE_MAX_LENGTH}
      value={value}
      onChange={(typed) => onChange(nextPhoneInput(value, typed))}
    />
  );
}

export interface SelectFieldProps
  extends FieldProps, Omit<SelectHTMLAttributes<HTMLSelectElement>, 'onChange' | 'value'> {
  options: ReadonlyArray<string | { value: string; label: string }>;
  /** A first entry with an empty value, e.g. "Select". */
  placeholderOption?: string;
}

export function SelectField({
  label,
  value,
  onChange,
  options,
  placeholderOption,
  error,
  hint,
  fieldClassName,
  id,
  ...rest
}: SelectFieldProps) {
  return (
    <FieldFrame {...{ id, label, value, onChange, error, hint, fieldClassName }}>
      {(control) => (
        <select {...rest} {...control}>
          {placeholderOption !== undefined ? <option value="">{placeholderOption}</option> : null}
          {options.map((o) => {
            const opt = typeof o === 'string' ? { value: o, label: o } : o;
            return (
              <option key={opt.value} value={opt.value}>
                {opt.label}
              </option>
            );
          })}
        </select>
      )}
    </FieldFrame>
  );
}

export interface TextAreaFieldProps
  extends FieldProps, Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'onChange' | 'value'> {}

export function TextAreaField({
  label,
  value,
  onChange,
  error,
  hint,
  fieldClassName,
  id,
  ...rest
}: TextAreaFieldProps) {
  return (
    <FieldFrame {...{ id, label, value, onChange, error, hint, fieldClassName }}>
      {(control) => <textarea {...rest} {...control} />}
    </FieldFrame>
  );
}

/** A form-level message (network failure, refused login...). */
export function FormMessage({ error, success }: { error?: string | null; success?: ReactNode }) {
  if (error) {
    return (
      <p className="notice notice-error" role="alert">
        {error}
      </p>
    );
  }
  if (success) {
    return (
      <div className="notice notice-success" role="status">
        {success}
      </div>
    );
  }
  return null;
}
