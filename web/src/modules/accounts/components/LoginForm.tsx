import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useMutation } from '@tanstack/react-query';
import { ACCOUNT_MESSAGES, ACCOUNT_PAGE_TEXTS, loginSchema, WEB_ROUTES } from '@arcline/shared';
import { Button } from '../../ui/components/Button';
import { TextField } from '../../ui/components/TextField';
import { sessionStore } from '../../../api/sessionStore';
import { accountsApi } from '../api/accountsApi';
import { failureMessages } from '../utils/failureMessages';
import { FormFooter } from './FormFooter';
import { FormMessages } from './FormMessages';
import { StyledForm } from './StyledForm';

const TOO_MANY_REQUESTS = 429;
/** The 'Forgot password?' link shows after more than one failed attempt (spec 01 §8). */
const FAILURES_BEFORE_FORGOT_LINK = 1;

export function LoginForm() {
  const [usernameOrEmail, setUsernameOrEmail] = useState('');
  const [password, setPassword] = useState('');
  const [failures, setFailures] = useState(0);
  const [errors, setErrors] = useState<string[]>([]);
  const login = useMutation({ mutationFn: accountsApi.login });

  const fail = (serverErrors: string[]) => {
    sessionStore.logOut();
    setFailures((count) => count + 1);
    setErrors(failureMessages(ACCOUNT_MESSAGES.loginFailed, serverErrors));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const input = loginSchema.safeParse({ usernameOrEmail, password });
    if (!input.success) return fail([]);
    const result = await login.mutateAsync(input.data);
    // Logging in flips isLoggedIn; the login route's guard then goes home.
    if (result.ok && result.data.ok) return sessionStore.logIn(result.data.token);
    fail(!result.ok && result.status === TOO_MANY_REQUESTS ? result.errors : []);
  };

  return (
    <>
      <StyledForm onSubmit={(event) => void submit(event)} noValidate>
        <TextField
          label={ACCOUNT_PAGE_TEXTS.usernameOrEmail}
          name="usernameOrEmail"
          autoComplete="username"
          value={usernameOrEmail}
          onValueChange={setUsernameOrEmail}
        />
        <TextField
          label={ACCOUNT_PAGE_TEXTS.password}
          name="password"
          type="password"
          autoComplete="current-password"
          value={password}
          onValueChange={setPassword}
        />
        <FormMessages messages={errors} tone="error" />
        <Button type="submit" disabled={login.isPending}>
          {ACCOUNT_PAGE_TEXTS.loginButton}
        </Button>
      </StyledForm>
      <FormFooter>
        {failures > FAILURES_BEFORE_FORGOT_LINK ? <Link to={WEB_ROUTES.forgotPassword}>{ACCOUNT_PAGE_TEXTS.forgotPasswordLink}</Link> : <span />}
        <span>
          {ACCOUNT_PAGE_TEXTS.noAccount} <Link to={WEB_ROUTES.signup}>{ACCOUNT_PAGE_TEXTS.signupLink}</Link>
        </span>
      </FormFooter>
    </>
  );
}
