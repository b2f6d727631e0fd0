import schema from './schema';
import { DictManager } from './DictManager';

/** /dict-vertical/index: the system dictionary, parent list on top and entries below. */
const DictVerticalPage = () => <DictManager def={schema} layout="vertical" />;

export default DictVerticalPage;
