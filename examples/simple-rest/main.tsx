import { createRoot } from 'react-dom/client';
import {
  Admin,
  Create,
  Datagrid,
  Edit,
  fetchUtils,
  List,
  Resource,
  SearchInput,
  SimpleForm,
  TextField,
  TextInput,
} from 'react-admin';
import simpleRestProvider from 'ra-data-simple-rest';
import { authProvider } from './authProvider';
import { LoginPage } from './LoginPage';
import { authHeaders } from './session';

/**
 * react-admin's stock REST provider against the server's dialect (docs/rest-dialect.md): its own headers
 * (Range, a DELETE's Content-Type) kept, the server's sign-in headers added.
 */
const httpClient = (url: string, options: fetchUtils.Options = {}) => {
  const headers = new Headers(options.headers ?? { Accept: 'application/json' });
  for (const [name, value] of Object.entries(authHeaders())) headers.set(name, value);
  return fetchUtils.fetchJson(url, { ...options, headers });
};

const dataProvider = simpleRestProvider('/api/rest', httpClient);

const ParamList = () => (
  <List filters={[<SearchInput key="q" source="q" alwaysOn />]} sort={{ field: 'paramKey', order: 'ASC' }}>
    <Datagrid rowClick="edit">
      <TextField source="paramName" label="参数名称" />
      <TextField source="paramKey" label="参数键名" />
      <TextField source="paramValue" label="参数键值" />
    </Datagrid>
  </List>
);

const paramForm = (
  <SimpleForm>
    <TextInput source="paramName" label="参数名称" />
    <TextInput source="paramKey" label="参数键名" />
    <TextInput source="paramValue" label="参数键值" />
  </SimpleForm>
);
const ParamEdit = () => <Edit mutationMode="pessimistic">{paramForm}</Edit>;
const ParamCreate = () => <Create redirect="list">{paramForm}</Create>;

const SubjectList = () => (
  <List sort={{ field: 'subjectName', order: 'ASC' }}>
    <Datagrid rowClick={false}>
      <TextField source="subjectName" label="主体名称" />
      <TextField source="creditCode" label="统一社会信用代码" />
      <TextField source="legalPerson" label="法定代表人" />
    </Datagrid>
  </List>
);

createRoot(document.getElementById('root')!).render(
  <Admin dataProvider={dataProvider} authProvider={authProvider} loginPage={LoginPage} requireAuth>
    <Resource name="param" options={{ label: '参数管理' }} list={ParamList} edit={ParamEdit} create={ParamCreate} />
    <Resource name="subject" options={{ label: '经营主体' }} list={SubjectList} />
  </Admin>,
);
