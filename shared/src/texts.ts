/** User-visible texts quoted from the specification; screens and the server read them from here. */

export const TEXTS = {
  welcomeHeading: 'Welcome to Arcline',
  welcomeBody:
    'Arcline is an AI assistant for legal and office documents. Access must be requested from our sales team by e-mail.',
  salesContactLabel: 'Contact sales',
  landingSignIn: 'Sign Up / Login',
  oopsTitle: 'Oops!',
  oopsBody: 'Sorry, an unexpected error has occurred.',
  emptyChat: 'What can I help you with?',
  emptyTranslate: 'What would you like to translate?',
  supportHeading: "We're here to help!",
  loggingOut: 'Logging out...',
  loggedOutAuto: 'You are logged out. Please use the login button below to login to continue.',
  loginSuccess: 'Login Successful, redirecting to home...',
  loginFailure:
    'Error occured when signing in or registration. Please make sure you are allowed to register and check the email address you tried to sign in. We are using a domain based authentication, so your domain might not be in the allowed domains list.',
  upToDate: 'Up to date',
} as const;
