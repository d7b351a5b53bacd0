// Form state for the shop's forms: what was typed is kept through every failure, the server's
// validation calls run one after another, each message lands beside its field, and the form
// submits only when no problem was flagged.
import { useCallback, useRef, useState } from 'react';
import { ApiError, errorMessage, type Validation } from '../../lib/api';

/** What a labelled field needs: its value, the setter and its error. */
export type FieldBinding = { value: string; onChange: (value: string) => void; error: string | undefined };
export type Errors<V> = Partial<Record<keyof V & string, string>>;

/**
 * One check: the field it belongs to and the call that answers for it. A check answering
 * `{ problem, messages }` (the password pair) may put messages on several fields through `spread`.
 */
export interface Check<V> {
  field: keyof V & string;
  run: () => Promise<Validation | null | undefined>;
  /** For checks answering several messages: field name -> message. */
  spread?: (answer: Validation) => Errors<V>;
}

export interface FormApi<V extends Record<string, string>> {
  values: V;
  errors: Errors<V>;
  /** A form-level message (network failure, refused request). */
  formError: string | null;
  busy: boolean;
  set: (field: keyof V & string, value: string) => void;
  /** What a labelled field needs for `field`: its value, the setter and its error (`<TextField {...form.bind('email')} />`). */
  bind: (field: keyof V & string) => FieldBinding;
  setValues: (patch: Partial<V>) => void;
  setErrors: (errors: Errors<V>) => void;
  setFormError: (message: string | null) => void;
  /** Runs the checks in order; true when none flagged a problem. */
  runChecks: (checks: Check<V>[]) => Promise<boolean>;
  /**
   * Runs the checks, then `action` if they all passed. Server field errors (400 with `fields`) go beside
   * their fields, anything else becomes the form message. Resolves to the action's answer or undefined.
   */
  submit: <T>(checks: Check<V>[], action: () => Promise<T>) => Promise<T | undefined>;
}

export function useForm<V extends Record<string, string>>(initial: V): FormApi<V> {
  const [values, setAll] = useState<V>(initial);
  const [errors, setErrors] = useState<Errors<V>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const busyRef = useRef(false);

  const set = useCallback((field: keyof V & string, value: string) => {
    setAll((prev) => ({ ...prev, [field]: value }));
  }, []);

  const bind = (field: keyof V & string) => ({
    value: values[field],
    onChange: (value: string) => set(field, value),
    error: errors[field],
  });

  const setValues = useCallback((patch: Partial<V>) => setAll((prev) => ({ ...prev, ...patch })), []);

  const runChecks = useCallback(async (checks: Check<V>[]): Promise<boolean> => {
    const found: Errors<V> = {};
    let ok = true;
    for (const check of checks) {
      const answer = await check.run();
      if (!answer) continue;
      if (check.spread) Object.assign(found, check.spread(answer));
      else if (answer.problem) found[check.field] = answer.message;
      if (answer.problem) ok = false;
    }
    setErrors(found);
    return ok;
  }, []);

  const submit = useCallback(
    async <T>(checks: Check<V>[], action: () => Promise<T>): Promise<T | undefined> => {
      if (busyRef.current) return undefined;
      busyRef.current = true;
      setBusy(true);
      setFormError(null);
      try {
        if (!(await runChecks(checks))) return undefined;
        return await action();
      } catch (err) {
        if (err instanceof ApiError && err.fields && Object.keys(err.fields).length > 0) {
          setErrors(err.fields as Errors<V>);
          setFormError(err.message);
        } else {
          setFormError(errorMessage(err));
        }
        return undefined;
      } finally {
        busyRef.current = false;
        setBusy(false);
      }
    },
    [runChecks],
  );

  return { values, errors, formError, busy, set, bind, setValues, setErrors, setFormError, runChecks, submit };
}
