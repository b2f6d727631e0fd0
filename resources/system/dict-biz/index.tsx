import LibraryBooksIcon from '@mui/icons-material/LibraryBooksOutlined';
import { useTranslate } from 'react-admin';
import { buildScreens } from '../../engine';
import { DictManager } from '../dict/DictManager';
import { BizChildPane } from './BizChildPane';
import schema from './schema';

/** 业务字典: dictionaries left, the picked one's entries or report items right. */
const BizDictList = () => {
  const translate = useTranslate();
  return (
    <DictManager
      def={schema}
      layout="horizontal"
      title={translate('resources.dict-biz.name', { smart_count: 2, _: schema.label })}
    >
      {(parent) => <BizChildPane parent={parent} />}
    </DictManager>
  );
};

const { create, edit, show } = buildScreens(schema);

export default { list: BizDictList, create, edit, show, icon: LibraryBooksIcon };
