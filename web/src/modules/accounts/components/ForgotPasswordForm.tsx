import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useMutation } from '@tanstack/react-query';
import { ACCOUNT_MESSAGES, ACCOUNT_PAGE_TEXTS, forgotPasswordSchema, WEB_ROUTES } from '@arcline/shared';
import { Button } from '../../ui/components/Button';
import { TextField } from '../../ui/components/TextField';
import { accountsApi } from '../api/accountsApi';
import { failureMessages } from '../utils/failureMessages';
import { fieldErrors } from '../utils/fieldErrors';
import { FormFooter } from './FormFooter';
import { FormMessages } from './FormMessages';
import { StyledForm } from './StyledForm';

export function ForgotPasswordForm() {
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string | undefined>();
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; messages: string[] } | null>(null);
  const request = useMutation({ mutationFn: accountsApi.forgotPassword });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const input = forgotPasswordSchema.safeParse({ email });
    setEmailError(input.success ? undefined : fieldErrors(input.error.issues).email);
    setOutcome(null);
    if (!input.success) return;
    const result = await request.mutateAsync(input.data);
    setOutcome(
      result.ok
        ? { tone: 'success', messages: [ACCOUNT_MESSAGES.forgotSucceeded] }
        : { tone: 'error', messages: failureMessages(ACCOUNT_MESSAGES.forgotFailed, result.errors) },
    );
  };

  return (
    <>
      <StyledForm onSubmit={(event) => void submit(event)} noValidate>
        <TextField label={ACCOUNT_PAGE_TEXTS.email} name="email" type="email" autoComplete="email" value={email} error={emailError} onValueChange={setEmail} />
        {outcome && <FormMessages messages={outcome.messages} tone={outcome.tone} />}
        <Button type="submit" disabled={request.isPending}>
          {ACCOUNT_PAGE_TEXTS.sendResetLink}
        </Button>
      </StyledForm>
      <FormFooter>
        <Link to={WEB_ROUTES.login}>{ACCOUNT_PAGE_TEXTS.backToLogin}</Link>
      </FormFooter>
    </>
  );
}
