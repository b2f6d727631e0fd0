import StorefrontIcon from '@mui/icons-material/StorefrontOutlined';
import { buildScreens, ResourceList } from '../../engine';
import { MarketTypeTree } from './MarketTypeTree';
import { SubjectNameLink } from './SubjectNameLink';
import { SetCheckpointButton } from '../checkpoint/SetCheckpointButton';
import schema from './schema';

const SubjectList = () => (
  <ResourceList
    aside={<MarketTypeTree />}
    cells={{ subjectName: <SubjectNameLink /> }}
    rowActions={<SetCheckpointButton />}
  />
);

/**
 * 经营主体: the generated list (declared filters, bulk pause and NFC check, export) with the market type
 * tree beside it, every name linking to the subject's file page and its checkpoint selection per row;
 * generated forms and show page.
 */
export default buildScreens(schema, { list: SubjectList, icon: StorefrontIcon });
