import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { authProvider, needsRegistration } from '../../../authProvider';
import { useToast } from '../../layout/useToast';

export type SocialState = 'idle' | 'signing-in' | 'needs-registration';

/**
 * Third-party sign-in lands on /login with `source`, `code` and `state` in the query (the zzd
 * gateway sends only `code`). A user not linked to an account yet must register first (docs/spec.md §2).
 */
/** The third-party code in the address and where it comes from, or null when there is none to use. */
function signInOf(search: string) {
  const query = new URLSearchParams(search);
  const source = query.get('source');
  const code = query.get('code');
  const stateParam = query.get('state');
  if (!code) return null;
  if (source && !stateParam) return null;
  return { source, code, stateParam };
}

export function useSocialLogin(): { state: SocialState; finishRegistration: () => void } {
  const { search } = useLocation();
  const navigate = useNavigate();
  const notify = useToast();
  // Signing in from the first render when the address carries a code we can use.
  const [state, setState] = useState<SocialState>(() => (signInOf(search) ? 'signing-in' : 'idle'));
  const started = useRef(false);

  useEffect(() => {
    const signInWith = signInOf(search);
    if (!signInWith || started.current) return;
    started.current = true; // StrictMode runs effects twice; a code is single-use
    const { source, code, stateParam } = signInWith;
    const social = source && stateParam;
    const signIn = social ? authProvider.socialLogin({ source, code, state: stateParam }) : authProvider.zzdLogin(code);
    signIn
      .then((user) => {
        if (needsRegistration(user)) setState('needs-registration');
        else navigate('/', { replace: true });
      })
      .catch((error: unknown) => {
        notify(error instanceof Error ? error.message : '登录失败', 'error');
        setState('idle');
        navigate('/login', { replace: true });
      });
  }, [search, navigate, notify]);

  const finishRegistration = () => {
    void authProvider.logout().finally(() => {
      setState('idle');
      navigate('/login', { replace: true });
    });
  };

  return { state, finishRegistration };
}
