import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { AdminContext, Form, RecordContextProvider, ResourceContextProvider } from 'react-admin';
import { setStore, STORE } from '../../authProvider/session';
import { createI18nProvider, prepareLocale } from '../../i18n';
import { DateFieldInput, DayBoundInput } from '../../resources/engine/DateInputs';
import { DateRangePickers } from '../../resources/engine/DateRangePickers';
import { FieldValue } from '../../resources/engine/FieldValue';
import { RemoveButton } from '../../resources/engine/RemoveButton';
import { ResourceDefProvider } from '../../resources/engine/ResourceDefContext';
import { UploadInput } from '../../resources/engine/upload/UploadInput';
import { UploadValue } from '../../resources/engine/upload/UploadValue';
import subject from '../../resources/subject/subject/schema';
import type { FieldDef, ResourceDef } from '../../resources/types';
import { allowEveryone } from './support/allowEveryone';

/**
 * The names a screen reader reads for the engine's controls without words of their own (icon buttons,
 * thumbnails, the file input, the calendar button), in Chinese and in English.
 */

const renderIn = (children: ReactNode, record: Record<string, unknown> = {}) =>
  render(
    <AdminContext authProvider={allowEveryone} i18nProvider={createI18nProvider()}>
      <ResourceContextProvider value="subject">
        <ResourceDefProvider def={subject as ResourceDef}>
          <Form record={record}>{children}</Form>
        </ResourceDefProvider>
      </ResourceContextProvider>
    </AdminContext>,
  );

const english = async () => {
  setStore({ name: STORE.language, content: 'en' });
  await prepareLocale();
};

afterEach(() => {
  cleanup();
  setStore({ name: STORE.language, content: 'zh' });
});

const photos: FieldDef = { name: 'photos', label: '现场照片', type: 'images' };
const licence: FieldDef = { name: 'licence', label: '营业执照', type: 'image' };

describe('upload inputs', () => {
  it('have a file input named 上传 <the field>, reached by Tab (not hidden)', () => {
    renderIn(<UploadInput field={photos} label="现场照片" />);
    const input = screen.getByLabelText('上传 现场照片');
    expect(input).toHaveAttribute('type', 'file');
    expect(input).not.toHaveAttribute('hidden');
    expect(input).not.toBeDisabled();
    input.focus();
    expect(document.activeElement).toBe(input);
  });

  it('name a held picture, its buttons, and the input 更换 <the field> once a single picture is held', () => {
    renderIn(<UploadInput field={licence} label="营业执照" />, { licence: '/files/a.png' });
    expect(screen.getByLabelText('更换 营业执照')).toHaveAttribute('type', 'file');
    expect(screen.getByRole('button', { name: '查看图片 1' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '删除' })).toBeInTheDocument();
  });

  it('a picture opens by its button in the lightbox, whose arrows and close button are named', () => {
    renderIn(<UploadInput field={photos} label="现场照片" />, { photos: '/files/a.png,/files/b.png' });
    expect(screen.getAllByRole('button', { name: '后移' })).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: '查看图片 2' }));
    const lightbox = screen.getByRole('dialog');
    expect(within(lightbox).getByRole('button', { name: '上一张' })).toBeInTheDocument();
    expect(within(lightbox).getByRole('button', { name: '下一张' })).toBeInTheDocument();
    expect(within(lightbox).getByRole('button', { name: '关闭' })).toBeInTheDocument();
    expect(within(lightbox).getByRole('img', { name: '2/2' })).toBeInTheDocument();
  });

  it('speak English when the language is English', async () => {
    await english();
    renderIn(<UploadInput field={photos} label="Photos" />, { photos: '/files/a.png,/files/b.png' });
    expect(screen.getByLabelText('Upload Photos')).toHaveAttribute('type', 'file');
    expect(screen.getAllByRole('button', { name: 'Remove' })).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'View picture 1' }));
    expect(within(screen.getByRole('dialog')).getByRole('button', { name: 'Next' })).toBeInTheDocument();
    expect(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });
});

describe('pictures shown in a list or a page', () => {
  it('are buttons named 查看图片 <n> that open the lightbox', () => {
    renderIn(<UploadValue field={photos} value="/files/a.png,/files/b.png" inList />);
    fireEvent.click(screen.getByRole('button', { name: '查看图片 2' }));
    expect(within(screen.getByRole('dialog')).getByRole('img', { name: '2/2' })).toBeInTheDocument();
  });
});

describe('the remove icon of a row', () => {
  it('is named 删除, and Delete in English', async () => {
    renderIn(<RemoveButton resource="subject" id="1" onRemoved={() => undefined} compact />);
    expect(await screen.findByRole('button', { name: '删除' })).toBeInTheDocument();
    cleanup();
    await english();
    renderIn(<RemoveButton resource="subject" id="1" onRemoved={() => undefined} compact />);
    expect(await screen.findByRole('button', { name: 'Delete' })).toBeInTheDocument();
  });
});

describe('date pickers', () => {
  it("are groups named by their field's label, whose calendar button names the field too", () => {
    renderIn(
      <>
        <DateFieldInput source="openDate" label="开业日期" />
        <DayBoundInput source="createTime_datege" label="创建时间起" />
      </>,
    );
    expect(screen.getByRole('group', { name: '开业日期' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '开业日期 选择日期' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: '创建时间起' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '创建时间起 选择日期' })).toBeInTheDocument();
  });

  it('of a range: the start and the end each by its own label, with the picked day', async () => {
    await english();
    renderIn(
      <DateRangePickers
        names={['from', 'to']}
        labels={['From', 'To']}
        from="2026-11-01"
        to=""
        onFrom={() => undefined}
        onTo={() => undefined}
      />,
    );
    expect(screen.getByRole('group', { name: 'From' })).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: /^From Choose date, selected date is Nov 1, 2026$/ }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'To Choose date' })).toBeInTheDocument();
  });
});

describe('state chips', () => {
  it('read as their state', () => {
    renderIn(
      <RecordContextProvider value={{ id: '1', pauseStatus: 1 }}>
        <FieldValue field={subject.fields.find((field) => field.name === 'pauseStatus')!} inList />
      </RecordContextProvider>,
    );
    const chip = screen.getByText('已暂停').closest('.MuiChip-root') as HTMLElement;
    expect(chip.textContent).toBe('已暂停');
    expect(chip.closest('[aria-hidden="true"]')).toBeNull();
  });
});
