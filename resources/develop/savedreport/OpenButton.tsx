import LaunchIcon from '@mui/icons-material/LaunchOutlined';
import { Button } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';

/** The address a saved report opens: its screen with its filter query (the server keeps both in the app). */
export function reportAddress(path: unknown, query: unknown): string | null {
  const p = String(path ?? '');
  if (!p.startsWith('/') || p.startsWith('//')) return null;
  const q = String(query ?? '').replace(/^\?/, '');
  return q ? `${p}?${q}` : p;
}

/** 打开: the saved statistics screen with its saved query. */
export const OpenButton = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  const navigate = useNavigate();
  const to = record ? reportAddress(record.path, record.query) : null;
  if (!to) return null;
  return (
    <Button size="small" startIcon={<LaunchIcon />} onClick={() => navigate(to)} data-testid="savedreport-open">
      {translate('app.develop.open', { _: '打开' })}
    </Button>
  );
};
