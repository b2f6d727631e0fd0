import type { ReactNode } from 'react';
import { useRecordContext, useResourceContext, useTranslate } from 'react-admin';
import { PermissionButton } from './PermissionButton';
import { useActionCall } from './useActionCall';

interface Props {
  /** The Blade action (`POST {resource}/{action}?id=`), which is also the button's code. */
  action: string;
  /** The translation key of the button's text and its Chinese default; likewise the success toast. */
  label: readonly [key: string, chinese: string];
  success: readonly [key: string, chinese: string];
  icon: ReactNode;
  testId: string;
  /** The list is refreshed after a success; off for a call that changes nothing shown. */
  refresh?: boolean;
}

/**
 * A row button firing one Blade action on the row's record (复制 a code row, 测试连接 of a data
 * source): the success toasted, a refusal shown by the HTTP layer, the button waiting while it runs.
 */
export const RowCallButton = ({ action, label, success, icon, testId, refresh }: Props) => {
  const record = useRecordContext();
  const resource = useResourceContext() ?? '';
  const translate = useTranslate();
  const { run, busy } = useActionCall(resource, { success: translate(success[0], { _: success[1] }), refresh });
  if (!record) return null;
  return (
    <PermissionButton
      action={action}
      label={translate(label[0], { _: label[1] })}
      icon={icon}
      onClick={() => run(action, { params: { id: record.id } })}
      disabled={busy}
      testId={testId}
    />
  );
};
