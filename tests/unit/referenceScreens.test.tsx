import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  AdminContext,
  Form,
  RecordContextProvider,
  ResourceContextProvider,
  ResourceDefinitionContextProvider,
  type DataProvider,
} from 'react-admin';
import { createI18nProvider } from '../../i18n';

const i18nProvider = createI18nProvider();
import { allResources } from '../../resources/declarations';
import { FieldInput } from '../../resources/engine/FieldInput';
import { FieldValue } from '../../resources/engine/FieldValue';
import { ResourceDefProvider } from '../../resources/engine/ResourceDefContext';
import { WithRelatedTabs } from '../../resources/engine/RelatedTabs';
import type { FieldDef, ResourceDef } from '../../resources/types';

/**
 * The reference screens against a fake data provider: labels come from the row (no request per row),
 * the picker searches the target by its label field, a show page lists what points at the record.
 */
const def = (name: string) => allResources.find((d) => d.name === name) as ResourceDef;
const field = (d: ResourceDef, name: string) => d.fields.find((f) => f.name === name) as FieldDef;
const subject = def('subject');
const user = def('user');
const dept = def('dept');

const depts = [
  { id: '7', deptName: '执法一队' },
  { id: '8', deptName: '执法二队' },
  { id: '9', deptName: '市场管理科' },
];

function fakeProvider() {
  const provider = {
    getList: vi.fn(async (resource: string, params: { filter?: Record<string, unknown> }) => {
      if (resource === 'dept') {
        const q = String(params.filter?.deptName ?? '');
        const data = depts.filter((d) => d.deptName.includes(q));
        return { data, total: data.length };
      }
      if (resource === 'subject') {
        const data = [
          { id: '100', subjectName: '星光网吧', deptId: '7', deptName: '执法一队', marketType: 1, pauseStatus: 0 },
        ];
        return { data, total: 1 };
      }
      return { data: [], total: 0 };
    }),
    getMany: vi.fn(async (resource: string, { ids }: { ids: string[] }) => ({
      data: resource === 'dept' ? depts.filter((d) => ids.includes(d.id)) : [],
    })),
    getOne: vi.fn(),
    getManyReference: vi.fn(),
    create: vi.fn(),
    update: vi.fn(),
    updateMany: vi.fn(),
    delete: vi.fn(),
    deleteMany: vi.fn(),
  };
  return provider;
}

const everyone = {
  canAccess: async () => true,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  getPermissions: async () => [],
  login: async () => undefined,
  logout: async () => undefined,
};
const registered = Object.fromEntries(
  allResources.map((d) => [d.name, { name: d.name, hasList: true, hasShow: true, hasEdit: true, hasCreate: true }]),
);

const Wrapper = ({ provider, children }: { provider: ReturnType<typeof fakeProvider>; children: ReactNode }) => (
  <AdminContext dataProvider={provider as unknown as DataProvider} authProvider={everyone} i18nProvider={i18nProvider}>
    <ResourceDefinitionContextProvider definitions={registered}>{children}</ResourceDefinitionContextProvider>
  </AdminContext>
);

/** Renders `children` on the screens of `resource`: its resource context and its declaration, over the app's providers. */
const renderOn = (provider: ReturnType<typeof fakeProvider>, resource: ResourceDef, children: ReactNode) =>
  render(
    <Wrapper provider={provider}>
      <ResourceContextProvider value={resource.name}>
        <ResourceDefProvider def={resource}>{children}</ResourceDefProvider>
      </ResourceContextProvider>
    </Wrapper>,
  );

/** Renders the dept picker of `resource` in a form holding `record` (and `beside` after it); answers the fake provider. */
function renderDeptPicker(resource: ResourceDef, record: Record<string, string>, beside?: ReactNode) {
  const provider = fakeProvider();
  renderOn(
    provider,
    resource,
    <Form record={record}>
      <FieldInput field={field(resource, 'deptId')} />
      {beside}
    </Form>,
  );
  return provider;
}

/** Types `text` into the picker `input` and waits for the server search of depts by that name. */
async function searchDepts(provider: ReturnType<typeof fakeProvider>, input: HTMLElement, text: string) {
  fireEvent.change(input, { target: { value: text } });
  await waitFor(() =>
    expect(provider.getList).toHaveBeenCalledWith(
      'dept',
      expect.objectContaining({ filter: { deptName: text }, meta: { picker: true } }),
    ),
  );
}

describe('reference screens', () => {
  afterEach(cleanup);

  it('show the label the server resolved, without asking for the referenced rows', async () => {
    const provider = fakeProvider();
    render(
      <Wrapper provider={provider}>
        <ResourceDefProvider def={user}>
          <RecordContextProvider
            value={{ id: '1', deptId: '7', deptName: '执法一队', roleId: '2,3', roleName: '检查员,执法人员' }}
          >
            <div data-testid="dept">
              <FieldValue field={field(user, 'deptId')} inList />
            </div>
            <div data-testid="roles">
              <FieldValue field={field(user, 'roleId')} inList />
            </div>
          </RecordContextProvider>
        </ResourceDefProvider>
      </Wrapper>,
    );
    expect(screen.getByTestId('dept')).toHaveTextContent('执法一队');
    expect(within(screen.getByTestId('roles')).getByText('检查员')).toBeInTheDocument();
    expect(within(screen.getByTestId('roles')).getByText('执法人员')).toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 50));
    expect(provider.getMany).not.toHaveBeenCalled();
  });

  it("pick a reference by searching the target's label field on the server, showing the current name first", async () => {
    const provider = renderDeptPicker(subject, { id: '100', deptId: '7' });
    const input = (await screen.findByRole('combobox')) as HTMLInputElement;
    await waitFor(() => expect(input.value).toBe('执法一队'));
    expect(provider.getMany).toHaveBeenCalledWith(
      'dept',
      expect.objectContaining({ ids: ['7'], meta: { picker: true } }),
    );
    await searchDepts(provider, input, '市场');
    expect(await screen.findByText('市场管理科')).toBeInTheDocument();
  });

  it('pick several references (ids) the same way, keeping the comma-joined wire value', async () => {
    const Value = () => <div data-testid="value">{String(useWatch({ name: 'deptId' }))}</div>;
    const provider = renderDeptPicker(user, { id: '1', deptId: '7,9' }, <Value />);
    expect(await screen.findByText('执法一队')).toBeInTheDocument();
    expect(await screen.findByText('市场管理科')).toBeInTheDocument();
    await searchDepts(provider, screen.getByRole('combobox'), '二队');
    fireEvent.click(await screen.findByRole('option', { name: '执法二队' }));
    expect(screen.getByTestId('value')).toHaveTextContent('7,9,8');
  });

  it('add a tab per declaration pointing at the shown record, listing its rows filtered by the reference', async () => {
    const provider = fakeProvider();
    renderOn(
      provider,
      dept,
      <RecordContextProvider value={{ id: '7', deptName: '执法一队' }}>
        <WithRelatedTabs>
          <div>the fields</div>
        </WithRelatedTabs>
      </RecordContextProvider>,
    );
    expect(await screen.findByTestId('related-tab-details')).toHaveTextContent('基本信息');
    expect(screen.getByText('the fields')).toBeInTheDocument();
    expect(screen.getByTestId('related-tab-user-deptId')).toHaveTextContent('用户管理');
    fireEvent.click(screen.getByTestId('related-tab-subject-deptId'));
    await waitFor(() =>
      expect(provider.getList).toHaveBeenCalledWith('subject', expect.objectContaining({ filter: { deptId: '7' } })),
    );
    expect(await screen.findByText('星光网吧')).toBeInTheDocument();
    expect(screen.queryByText('the fields')).not.toBeInTheDocument();
  });
});
