import CodeIcon from '@mui/icons-material/CodeOutlined';
import { buildScreens, DeclaredFormFields, ResourceList, resourceFormPages } from '../../engine';
import { CopyButton, GenerateButton, PreviewButton } from './CodeButtons';
import { TableNameInput } from './TableNameInput';
import schema from './schema';

const CodeList = () => (
  <ResourceList
    rowActions={
      <>
        <GenerateButton />
        <PreviewButton />
        <CopyButton />
      </>
    }
  />
);

const CodeFormFields = ({ mode }: { mode: 'create' | 'edit' }) => (
  <DeclaredFormFields mode={mode} inputs={{ tableName: <TableNameInput /> }} />
);

const { CreatePage: CodeCreate, EditPage: CodeEdit } = resourceFormPages(CodeFormFields);

/** 代码生成: the list with 代码生成 (zip), 预览 and 复制 per row; forms pick the table from the data source. */
export default buildScreens(schema, { list: CodeList, create: CodeCreate, edit: CodeEdit, icon: CodeIcon });
