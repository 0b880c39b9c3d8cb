import { LOGIN_POPUP_HEIGHT, LOGIN_POPUP_WIDTH } from '@arcline/shared';

/** Opens a 500x600 window centred over this one; null when the browser blocked it. */
export function openCenteredPopup(url: string, name: string): Window | null {
  const left = Math.max(0, window.screenX + (window.outerWidth - LOGIN_POPUP_WIDTH) / 2);
  const top = Math.max(0, window.screenY + (window.outerHeight - LOGIN_POPUP_HEIGHT) / 2);
  const features = `popup=yes,width=${LOGIN_POPUP_WIDTH},height=${LOGIN_POPUP_HEIGHT},left=${Math.round(left)},top=${Math.round(top)}`;
  return window.open(url, name, features);
}
