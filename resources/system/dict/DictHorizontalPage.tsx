import schema from './schema';
import { DictManager } from './DictManager';

/** /dict-horizontal/index: the system dictionary, parent list left and entries right. */
const DictHorizontalPage = () => <DictManager def={schema} layout="horizontal" />;

export default DictHorizontalPage;
