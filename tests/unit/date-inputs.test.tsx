import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AdminContext, Form, SaveButton, useLocaleState } from 'react-admin';
import { useWatch } from 'react-hook-form';
import dayjs from 'dayjs';
import { createI18nProvider } from '../../i18n';
import { DateFieldInput, DayBoundInput } from '../../resources/engine/DateInputs';
import { dayBound, fromWire, isBeforeDay, toWire, UNFINISHED } from '../../resources/engine/pickerValues';

/** The form's values as JSON, so a test reads what would be sent. */
const Values = () => <pre data-testid="values">{JSON.stringify(useWatch())}</pre>;

const LocaleSwitch = () => {
  const [, setLocale] = useLocaleState();
  return (
    <button type="button" onClick={() => setLocale('en')}>
      en
    </button>
  );
};

function renderForm(children: React.ReactNode, record: Record<string, unknown> = {}, onSubmit = vi.fn()) {
  render(
    <AdminContext i18nProvider={createI18nProvider()}>
      <Form record={record} onSubmit={onSubmit}>
        {children}
        <Values />
        <LocaleSwitch />
        <SaveButton alwaysEnable />
      </Form>
    </AdminContext>,
  );
  return onSubmit;
}

const values = () => JSON.parse(screen.getByTestId('values').textContent ?? '{}');
/** What the field shows: its sections' text (the hidden input holds the same). */
const shownText = (testId: string) => (screen.getByTestId(testId) as HTMLInputElement).value;
/** Typing a whole value, as a person typing digits into the sections ends up. */
const type = (testId: string, text: string) =>
  fireEvent.change(screen.getByTestId(testId), { target: { value: text } });

afterEach(cleanup);

describe('wire values', () => {
  it('read and write yyyy-MM-dd and yyyy-MM-dd HH:mm:ss', () => {
    expect(fromWire('2024-03-15', 'date')?.format('YYYY-MM-DD')).toBe('2024-03-15');
    expect(fromWire('2024-03-15 08:09:10', 'datetime')?.format('YYYY-MM-DD HH:mm:ss')).toBe('2024-03-15 08:09:10');
    expect(fromWire('2024-03-15T08:09', 'datetime')?.format('YYYY-MM-DD HH:mm:ss')).toBe('2024-03-15 08:09:00');
    expect(fromWire('2024-03-15 08:09:10', 'date')?.format('YYYY-MM-DD')).toBe('2024-03-15');
    expect(fromWire('', 'date')).toBeNull();
    expect(fromWire('2024-02-30', 'date')).toBeNull();
    expect(toWire(dayjs('2024-03-15 08:09:10'), 'datetime')).toBe('2024-03-15 08:09:10');
    expect(toWire(dayjs('nope'), 'date')).toBe(UNFINISHED);
    expect(toWire(null, 'date')).toBeNull();
    expect(dayBound(dayjs('2024-03-15'), false)).toBe('2024-03-15 00:00:00');
    expect(dayBound(dayjs('2024-03-15'), true)).toBe('2024-03-15 23:59:59');
    expect(isBeforeDay('2024-03-14 23:59:59', '2024-03-15')).toBe(true);
    expect(isBeforeDay('2024-03-15', '2024-03-15')).toBe(false);
  });
});

describe('DateFieldInput', () => {
  it('shows a date as YYYY-MM-DD in Chinese and in English, and keeps the wire text in the form', async () => {
    renderForm(<DateFieldInput source="openDate" label="开业日期" />, { openDate: '2024-03-15' });
    expect(shownText('input-openDate')).toBe('2024-03-15');
    expect(values().openDate).toBe('2024-03-15');
    act(() => screen.getByText('en').click());
    await waitFor(() => expect(shownText('input-openDate')).toBe('2024-03-15'));
    type('input-openDate', '2025-01-02');
    await waitFor(() => expect(values().openDate).toBe('2025-01-02'));
  });

  it('shows a datetime as YYYY-MM-DD HH:mm:ss and sends it so', async () => {
    renderForm(<DateFieldInput source="pauseTime" label="暂停时间" withTime />, { pauseTime: '2024-03-15 08:09:10' });
    expect(shownText('input-pauseTime')).toBe('2024-03-15 08:09:10');
    type('input-pauseTime', '2024-12-31 23:58:57');
    await waitFor(() => expect(values().pauseTime).toBe('2024-12-31 23:58:57'));
  });

  it('refuses a day before today with the declared message, and accepts today', async () => {
    const onSubmit = renderForm(<DateFieldInput source="timeLimit" label="整改止期" noPast="请选择整改止期" />);
    type('input-timeLimit', dayjs().subtract(1, 'day').format('YYYY-MM-DD'));
    await waitFor(() => expect(values().timeLimit).toBe(dayjs().subtract(1, 'day').format('YYYY-MM-DD')));
    fireEvent.click(screen.getByRole('button', { name: /保存|save/i }));
    expect(await screen.findByText('请选择整改止期')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    type('input-timeLimit', dayjs().format('YYYY-MM-DD'));
    fireEvent.click(screen.getByRole('button', { name: /保存|save/i }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0][0].timeLimit).toBe(dayjs().format('YYYY-MM-DD'));
  });
});

describe('DayBoundInput', () => {
  it('writes the first and last second of the picked day', async () => {
    renderForm(
      <>
        <DayBoundInput source="createTime_datege" label="创建时间起" />
        <DayBoundInput source="createTime_datele" label="创建时间止" end />
      </>,
      { createTime_datege: '2024-03-01 00:00:00' },
    );
    expect(shownText('filter-createTime-start')).toBe('2024-03-01');
    type('filter-createTime-end', '2024-03-31');
    await waitFor(() =>
      expect(values()).toMatchObject({
        createTime_datege: '2024-03-01 00:00:00',
        createTime_datele: '2024-03-31 23:59:59',
      }),
    );
    type('filter-createTime-start', '');
    await waitFor(() => expect(values().createTime_datege).toBeNull());
  });
});

describe('one date input everywhere', () => {
  it("no screen uses the browser's own date or time input (it shows 11/01/2026 by the browser's locale)", async () => {
    const { readdirSync, readFileSync } = await import('node:fs');
    const sources = ['src', 'resources'].flatMap((dir) =>
      (readdirSync(dir, { recursive: true }) as string[]).filter((f) => f.endsWith('.tsx')).map((f) => `${dir}/${f}`),
    );
    expect(sources.length).toBeGreaterThan(200);
    // `<input type="date">`, `<TextField type="date">`, or the same through `inputProps`/`slotProps`.
    const native = /(type=\{?\s*|Props=\{\{[^}]*type:\s*)["'](date|time|month|week|datetime-local)["']/;
    expect(sources.filter((f) => native.test(readFileSync(f, 'utf8')))).toEqual([]);
  });
});
