import { useEffect, useState, type FormEvent } from 'react';
import { useLogin, useNotify } from 'react-admin';

interface Captcha {
  key: string;
  image: string;
}

/** Tenant, account, password and the server's captcha; react-admin's `useLogin` does the rest. */
export function LoginPage() {
  const login = useLogin();
  const notify = useNotify();
  const [captcha, setCaptcha] = useState<Captcha | null>(null);
  const [form, setForm] = useState({ tenantId: '000000', username: '', password: '', captchaCode: '' });

  const refresh = () =>
    fetch('/api/blade-auth/oauth/captcha')
      .then((r) => r.json() as Promise<Captcha>)
      .then(setCaptcha);
  useEffect(() => void refresh(), []);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    login({ ...form, captchaKey: captcha?.key ?? '' }).catch((err: Error) => {
      notify(err.message, { type: 'error' });
      void refresh();
    });
  };
  const field = (name: keyof typeof form, label: string, type = 'text') => (
    <label style={{ display: 'block', margin: '8px 0' }}>
      {label}{' '}
      <input
        name={name}
        type={type}
        value={form[name]}
        onChange={(e) => setForm({ ...form, [name]: e.target.value })}
      />
    </label>
  );
  return (
    <form onSubmit={submit} style={{ margin: '80px auto', width: 320 }}>
      {field('tenantId', '租户')}
      {field('username', '账号')}
      {field('password', '密码', 'password')}
      {field('captchaCode', '验证码')}
      {captcha && <img alt="验证码" src={captcha.image} onClick={() => void refresh()} />}
      <button type="submit">登录</button>
    </form>
  );
}
