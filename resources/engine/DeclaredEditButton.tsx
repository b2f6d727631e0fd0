import { EditButton, useRecordContext } from 'react-admin';
import { editRefusal } from '../lifecycles';
import { useResourceDef } from './ResourceDefContext';

/**
 * 编辑 of the record in context, offered only while its life cycle lets the submit edit it (a transfer
 * awaiting receipt, a complaint not yet handled): the server would refuse the others.
 */
export const DeclaredEditButton = ({ testId }: { testId?: string }) => {
  const def = useResourceDef();
  const record = useRecordContext();
  if (record && editRefusal(def, record)) return null;
  return <EditButton data-testid={testId} />;
};
