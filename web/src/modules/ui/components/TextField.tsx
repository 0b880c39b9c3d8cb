import type { InputHTMLAttributes } from 'react';
import { Field, InputControl } from './Field';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange'> {
  label: string;
  /** Shown after the label, muted: '(optional)'. */
  hint?: string;
  error?: string;
  onValueChange(value: string): void;
}

export function TextField({ label, hint, error, onValueChange, ...inputProps }: TextFieldProps) {
  return (
    <Field label={label} hint={hint} error={error}>
      {({ id, errorId }) => (
        <InputControl
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={errorId}
          onChange={(event) => onValueChange(event.target.value)}
          {...inputProps}
        />
      )}
    </Field>
  );
}
