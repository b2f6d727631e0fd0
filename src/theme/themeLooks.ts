/**
 * The eleven named looks of docs/spec.md §2 ("Themes"). Names are Saber's, typo included (`bule`), because
 * they are stored in the browser and shared with the old app. A look decides surfaces (sidebar, top
 * bar, page background, corner radius); the primary colour stays the user's colour-picker choice, made
 * readable on these surfaces by `buildTheme`. Its fixed text colours keep WCAG AA contrast on its
 * surfaces, gradient stops included (tests/unit/theme-contrast.test.ts, docs/accessibility.md).
 */
export type ThemeName =
  'default' | 'white' | 'dark' | 'star' | 'bule' | 'iview' | 'vip' | 'cool' | 'd2' | 'hey' | 'lte';

export interface ThemeLook {
  /** Chinese name, the fallback of `app.theme.<name>`. */
  label: string;
  mode: 'light' | 'dark';
  /** Page background behind cards. */
  background: string;
  paper: string;
  radius: number;
  appBar: { background: string; color: string; border?: string };
  sidebar: {
    background: string;
    color: string;
    /** Colour of the selected item; `primary` follows the colour picker. */
    activeColor: string | 'primary';
    activeBackground: string | 'primary';
    hoverBackground: string;
    logoBackground: string;
    /** A stripe on the left of the selected item, as AdminLTE and iView draw it. */
    activeStripe?: boolean;
  };
  /** Background of the tag tab bar. */
  tags: string;
}

const white = '#ffffff';

export const themeLooks: Record<ThemeName, ThemeLook> = {
  default: {
    label: '默认主题',
    mode: 'light',
    background: '#f0f2f5',
    paper: white,
    radius: 10,
    appBar: { background: white, color: '#303133' },
    sidebar: {
      background: '#20222a',
      color: 'rgba(255,255,255,0.7)',
      activeColor: white,
      activeBackground: 'primary',
      hoverBackground: 'rgba(255,255,255,0.06)',
      logoBackground: '#20222a',
    },
    tags: white,
  },
  white: {
    label: '白色主题',
    mode: 'light',
    background: '#f5f7fa',
    paper: white,
    radius: 8,
    appBar: { background: white, color: '#303133', border: '1px solid #ebeef5' },
    sidebar: {
      background: white,
      color: '#303133',
      activeColor: 'primary',
      activeBackground: 'rgba(64,158,255,0.10)',
      hoverBackground: '#f5f7fa',
      logoBackground: white,
    },
    tags: white,
  },
  dark: {
    label: '黑色主题',
    mode: 'dark',
    background: '#101117',
    paper: '#1d1e26',
    radius: 8,
    appBar: { background: '#1f2029', color: '#e5e6eb' },
    sidebar: {
      background: '#191a23',
      color: 'rgba(255,255,255,0.65)',
      activeColor: white,
      activeBackground: 'primary',
      hoverBackground: 'rgba(255,255,255,0.05)',
      logoBackground: '#191a23',
    },
    tags: '#1f2029',
  },
  star: {
    label: '炫彩主题',
    mode: 'light',
    background: '#eef1f8',
    paper: white,
    radius: 10,
    appBar: { background: 'linear-gradient(90deg,#0b1437,#1a2a6c)', color: white },
    sidebar: {
      background:
        'radial-gradient(1px 1px at 20px 30px,#fff,transparent),radial-gradient(1px 1px at 90px 120px,#cfd8ff,transparent),radial-gradient(1.5px 1.5px at 150px 60px,#fff,transparent),radial-gradient(1px 1px at 60px 200px,#fff,transparent),linear-gradient(180deg,#0b1437 0%,#1a2a6c 60%,#3b2667 100%)',
      color: 'rgba(220,228,255,0.8)',
      activeColor: white,
      activeBackground: 'rgba(255,255,255,0.14)',
      hoverBackground: 'rgba(255,255,255,0.08)',
      logoBackground: 'transparent',
    },
    tags: '#f7f8fc',
  },
  bule: {
    label: '智能主题',
    mode: 'light',
    background: '#f0f4fb',
    paper: white,
    radius: 6,
    appBar: { background: '#2a5298', color: white },
    sidebar: {
      background: 'linear-gradient(180deg,#1e3c72,#2a5298)',
      color: 'rgba(255,255,255,0.85)',
      activeColor: '#1e3c72',
      activeBackground: '#ffffff',
      hoverBackground: 'rgba(255,255,255,0.12)',
      logoBackground: 'transparent',
    },
    tags: white,
  },
  iview: {
    label: 'iview主题',
    mode: 'light',
    background: '#f5f7f9',
    paper: white,
    radius: 4,
    appBar: { background: white, color: '#515a6e', border: '1px solid #e8eaec' },
    sidebar: {
      background: '#515a6e',
      color: 'rgba(255,255,255,0.85)',
      activeColor: white,
      activeBackground: '#363e4f',
      hoverBackground: '#464c5b',
      logoBackground: '#363e4f',
      activeStripe: true,
    },
    tags: '#f0f0f0',
  },
  vip: {
    label: 'vip尊贵主题',
    mode: 'light',
    background: '#f6f2ea',
    paper: '#fffdf8',
    radius: 10,
    appBar: { background: '#111111', color: '#f0c78a' },
    sidebar: {
      background: '#000000',
      color: '#c9a86a',
      activeColor: '#111111',
      activeBackground: '#f0c78a',
      hoverBackground: 'rgba(240,199,138,0.12)',
      logoBackground: '#000000',
    },
    tags: '#fbf7ef',
  },
  cool: {
    label: 'cool主题',
    mode: 'light',
    background: '#f3f0ff',
    paper: white,
    radius: 14,
    appBar: { background: 'linear-gradient(90deg,#6a11cb,#1d5cc7)', color: white },
    sidebar: {
      background: 'linear-gradient(160deg,#6a11cb 0%,#1d5cc7 100%)',
      color: white,
      activeColor: '#6a11cb',
      activeBackground: 'rgba(255,255,255,0.92)',
      hoverBackground: 'rgba(255,255,255,0.15)',
      logoBackground: 'transparent',
    },
    tags: '#faf8ff',
  },
  d2: {
    label: 'd2主题',
    mode: 'light',
    background: '#ebf1f6',
    paper: white,
    radius: 4,
    appBar: { background: '#ebf1f6', color: '#2f4f6f' },
    sidebar: {
      background: '#ebf1f6',
      color: '#2f4f6f',
      activeColor: 'primary',
      activeBackground: '#ffffff',
      hoverBackground: 'rgba(255,255,255,0.6)',
      logoBackground: '#ebf1f6',
    },
    tags: '#ebf1f6',
  },
  hey: {
    label: 'hey主题',
    mode: 'light',
    background: '#f3f6f8',
    paper: white,
    radius: 6,
    appBar: { background: white, color: '#3a4a5b', border: '3px solid #3a6ee8' },
    sidebar: {
      background: '#2c3e50',
      color: '#bcc3cb',
      activeColor: white,
      activeBackground: '#3a6ee8',
      hoverBackground: '#34495e',
      logoBackground: '#243342',
    },
    tags: '#f7f9fa',
  },
  lte: {
    label: 'lte主题',
    mode: 'light',
    background: '#ecf0f5',
    paper: white,
    radius: 3,
    appBar: { background: '#2e6d92', color: white },
    sidebar: {
      background: '#222d32',
      color: '#b8c7ce',
      activeColor: white,
      activeBackground: '#1e282c',
      hoverBackground: '#1e282c',
      logoBackground: '#245672',
      activeStripe: true,
    },
    tags: white,
  },
};

/** The looks in the order the theme picker offers them. */
export const THEME_NAMES = Object.keys(themeLooks) as ThemeName[];

/** Saber stores `theme-<name>`; accept both spellings and fall back to the default look. */
export function toThemeName(stored: unknown): ThemeName {
  const name = typeof stored === 'string' ? stored.replace(/^theme-/, '') : '';
  return (THEME_NAMES as string[]).includes(name) ? (name as ThemeName) : 'default';
}
