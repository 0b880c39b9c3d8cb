import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { ACCOUNT_MESSAGES, ACCOUNT_PAGE_TEXTS, changePasswordSchema } from '@arcline/shared';
import { Button } from '../../ui/components/Button';
import { TextField } from '../../ui/components/TextField';
import { accountsApi } from '../api/accountsApi';
import { failureMessages } from '../utils/failureMessages';
import { fieldErrors } from '../utils/fieldErrors';
import { FormMessages } from './FormMessages';
import { StyledForm } from './StyledForm';

const EMPTY = { oldPassword: '', newPassword: '', repeatedPassword: '' };

/** The button is disabled while sending and after success; any edit clears the success (spec 01 §4). */
export function ChangePasswordForm() {
  const [values, setValues] = useState(EMPTY);
  const [errorsByField, setErrorsByField] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<string[]>([]);
  const [succeeded, setSucceeded] = useState(false);
  const change = useMutation({ mutationFn: accountsApi.changePassword });

  const field = (name: keyof typeof EMPTY) => ({
    name,
    type: 'password',
    value: values[name],
    error: errorsByField[name],
    onValueChange: (value: string) => {
      setSucceeded(false);
      setValues((current) => ({ ...current, [name]: value }));
    },
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const input = changePasswordSchema().safeParse(values);
    setErrorsByField(input.success ? {} : fieldErrors(input.error.issues));
    setErrors([]);
    if (!input.success) return;
    const result = await change.mutateAsync(input.data);
    if (result.ok) return setSucceeded(true);
    setErrors(failureMessages(ACCOUNT_MESSAGES.changeFailed, result.errors));
  };

  return (
    <StyledForm onSubmit={(event) => void submit(event)} noValidate>
      <TextField label={ACCOUNT_PAGE_TEXTS.oldPassword} autoComplete="current-password" {...field('oldPassword')} />
      <TextField label={ACCOUNT_PAGE_TEXTS.newPassword} autoComplete="new-password" {...field('newPassword')} />
      <TextField label={ACCOUNT_PAGE_TEXTS.repeatNewPassword} autoComplete="new-password" {...field('repeatedPassword')} />
      <FormMessages messages={errors} tone="error" />
      <FormMessages messages={succeeded ? [ACCOUNT_MESSAGES.changeSucceeded] : []} tone="success" />
      <Button type="submit" disabled={change.isPending || succeeded}>
        {ACCOUNT_PAGE_TEXTS.changeButton}
      </Button>
    </StyledForm>
  );
}
