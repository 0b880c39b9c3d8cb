import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useMutation } from '@tanstack/react-query';
import { ACCOUNT_MESSAGES, ACCOUNT_PAGE_TEXTS, resetPasswordSchema, WEB_ROUTES } from '@arcline/shared';
import { Button } from '../../ui/components/Button';
import { TextField } from '../../ui/components/TextField';
import { accountsApi } from '../api/accountsApi';
import { failureMessages } from '../utils/failureMessages';
import { fieldErrors } from '../utils/fieldErrors';
import { FormFooter } from './FormFooter';
import { FormMessages } from './FormMessages';
import { StyledForm } from './StyledForm';

export interface ResetPasswordFormProps {
  /** From the e-mailed link's query: ?code= and ?email=. */
  initialCode: string;
  initialEmail: string;
}

export function ResetPasswordForm({ initialCode, initialEmail }: ResetPasswordFormProps) {
  const [values, setValues] = useState({ email: initialEmail, code: initialCode, newPassword: '', repeatedPassword: '' });
  const [errorsByField, setErrorsByField] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<string[]>([]);
  const [succeeded, setSucceeded] = useState(false);
  const reset = useMutation({ mutationFn: accountsApi.resetPassword });

  const field = (name: keyof typeof values) => ({
    name,
    value: values[name],
    error: errorsByField[name],
    disabled: succeeded,
    onValueChange: (value: string) => setValues((current) => ({ ...current, [name]: value })),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const input = resetPasswordSchema().safeParse(values);
    setErrorsByField(input.success ? {} : fieldErrors(input.error.issues));
    setErrors([]);
    if (!input.success) return;
    const result = await reset.mutateAsync(input.data);
    if (result.ok) return setSucceeded(true);
    setErrors(failureMessages(ACCOUNT_MESSAGES.resetFailed, result.errors));
  };

  return (
    <>
      <StyledForm onSubmit={(event) => void submit(event)} noValidate>
        <TextField label={ACCOUNT_PAGE_TEXTS.email} type="email" autoComplete="email" {...field('email')} />
        <TextField label={ACCOUNT_PAGE_TEXTS.code} autoComplete="one-time-code" {...field('code')} />
        <TextField label={ACCOUNT_PAGE_TEXTS.newPassword} type="password" autoComplete="new-password" {...field('newPassword')} />
        <TextField label={ACCOUNT_PAGE_TEXTS.repeatNewPassword} type="password" autoComplete="new-password" {...field('repeatedPassword')} />
        <FormMessages messages={errors} tone="error" />
        <FormMessages messages={succeeded ? [ACCOUNT_MESSAGES.resetSucceeded] : []} tone="success" />
        <Button type="submit" disabled={reset.isPending || succeeded}>
          {ACCOUNT_PAGE_TEXTS.resetButton}
        </Button>
      </StyledForm>
      <FormFooter>
        <Link to={WEB_ROUTES.login}>{ACCOUNT_PAGE_TEXTS.backToLogin}</Link>
      </FormFooter>
    </>
  );
}
