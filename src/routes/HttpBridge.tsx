import { useEffect } from 'react';
import { useLocaleState, useLogout } from 'react-admin';
import { onError, onUnauthorized } from '../../dataProvider/http';
import { startTokenRefresh } from '../../authProvider';
import { useToast } from '../layout/useToast';
import { failureWords } from './failureWords';

/**
 * Connects the HTTP layer to the UI: failed calls toast their message (`failureWords`), a 401 ends the session and
 * shows /login (docs/spec.md §8), and the token refresher runs while the app is open (docs/spec.md §4).
 */
export const HttpBridge = () => {
  const notify = useToast();
  const logout = useLogout();
  const [locale] = useLocaleState();
  useEffect(() => onError((message, body) => notify(failureWords(message, body, locale), 'error')), [notify, locale]);
  // The session is already cleared by the auth provider; logout() also resets caches and redirects.
  useEffect(() => onUnauthorized(() => void logout(undefined, '/login', false)), [logout]);
  useEffect(() => startTokenRefresh(), []);
  return null;
};
