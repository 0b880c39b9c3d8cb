/** The identity provider's logout ends on /logout inside this popup, which then only closes itself. */
export const SIGN_OUT_WINDOW_NAME = 'arcline-sign-out';
