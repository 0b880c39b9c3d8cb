import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import { useMutation } from '@tanstack/react-query';
import { ACCOUNT_MESSAGES, ACCOUNT_PAGE_TEXTS, signupSchema, WEB_ROUTES } from '@arcline/shared';
import { Button } from '../../ui/components/Button';
import { TextField } from '../../ui/components/TextField';
import { sessionStore } from '../../../api/sessionStore';
import { accountsApi } from '../api/accountsApi';
import { failureMessages } from '../utils/failureMessages';
import { fieldErrors } from '../utils/fieldErrors';
import { termsLinks } from '../utils/termsLinks';
import { FormFooter } from './FormFooter';
import { FormMessages } from './FormMessages';
import { StyledForm } from './StyledForm';
import { theme } from '../../../theme/theme';

const EMPTY = { email: '', fullName: '', userName: '', displayName: '', password: '', code: '' };
type SignupValues = typeof EMPTY;

export function SignupForm() {
  const [values, setValues] = useState<SignupValues>(EMPTY);
  const [errorsByField, setErrorsByField] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<string[]>([]);
  const signup = useMutation({ mutationFn: accountsApi.signup });
  const terms = termsLinks();

  const field = (name: keyof SignupValues) => ({
    name,
    value: values[name],
    error: errorsByField[name],
    onValueChange: (value: string) => setValues((current) => ({ ...current, [name]: value })),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const input = signupSchema().safeParse({
      ...values,
      fullName: values.fullName.trim() || undefined,
      displayName: values.displayName.trim() || undefined,
    });
    setErrorsByField(input.success ? {} : fieldErrors(input.error.issues));
    setErrors([]);
    if (!input.success) return;
    const result = await signup.mutateAsync(input.data);
    if (result.ok && result.data.ok) return sessionStore.logIn(result.data.token);
    sessionStore.logOut();
    setErrors(failureMessages(ACCOUNT_MESSAGES.signupFailed, result.ok ? [] : result.errors));
  };

  return (
    <>
      <StyledForm onSubmit={(event) => void submit(event)} noValidate>
        <TextField label={ACCOUNT_PAGE_TEXTS.email} type="email" autoComplete="email" {...field('email')} />
        <TextField label={ACCOUNT_PAGE_TEXTS.fullName} hint={ACCOUNT_PAGE_TEXTS.optional} autoComplete="name" {...field('fullName')} />
        <TextField label={ACCOUNT_PAGE_TEXTS.username} autoComplete="username" {...field('userName')} />
        <TextField label={ACCOUNT_PAGE_TEXTS.displayName} hint={ACCOUNT_PAGE_TEXTS.optional} autoComplete="nickname" {...field('displayName')} />
        <TextField label={ACCOUNT_PAGE_TEXTS.password} type="password" autoComplete="new-password" {...field('password')} />
        <TextField label={ACCOUNT_PAGE_TEXTS.code} autoComplete="one-time-code" {...field('code')} />
        {terms && (
          <StyledTerms>
            {ACCOUNT_PAGE_TEXTS.termsNoticeStart} <a href={terms.termsOfUse}>{ACCOUNT_PAGE_TEXTS.termsOfUse}</a>{' '}
            {ACCOUNT_PAGE_TEXTS.termsNoticeMiddle} <a href={terms.privacyPolicy}>{ACCOUNT_PAGE_TEXTS.privacyPolicy}</a>.
          </StyledTerms>
        )}
        <FormMessages messages={errors} tone="error" />
        <Button type="submit" disabled={signup.isPending}>
          {ACCOUNT_PAGE_TEXTS.signupButton}
        </Button>
      </StyledForm>
      <FormFooter>
        <span>
          {ACCOUNT_PAGE_TEXTS.haveAccount} <Link to={WEB_ROUTES.login}>{ACCOUNT_PAGE_TEXTS.loginLink}</Link>
        </span>
      </FormFooter>
    </>
  );
}

const StyledTerms = styled.p`
  margin: 0;
  font-size: ${theme.fontSizes.small};
  color: ${theme.colors.muted};

  a {
    color: ${theme.colors.primary};
  }
`;
