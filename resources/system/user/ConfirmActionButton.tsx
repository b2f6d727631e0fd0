import { useState, type ReactNode } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useListContext, useRefresh, useTranslate } from 'react-admin';
import type { BladeDataProvider } from '../../../dataProvider';
import { useToast } from '../../../src/layout/useToast';
import { TipConfirm } from '../../../src/layout/TipConfirm';
import { PermissionButton } from '../../engine';

interface Props {
  /** Button code operation (`reset` = user_reset). */
  code: string;
  label: string;
  icon?: ReactNode;
  /** Question asked before the call. */
  question: string;
  /** `{base}/{action}` called with the selected ids. */
  action: string;
  /** Name of the ids parameter (userIds, ids). */
  idsParam: string;
  /** Success message; the server's own when left out. */
  done?: string;
  testId: string;
  color?: 'primary' | 'error' | 'success' | 'warning';
}

/** A selection action on users: confirm, POST `{base}/{action}?{idsParam}=...`, toast, refresh. */
export const ConfirmActionButton = ({ code, label, icon, question, action, idsParam, done, testId, color }: Props) => {
  const translate = useTranslate();
  const { selectedIds, onUnselectItems } = useListContext();
  const dataProvider = useDataProvider<BladeDataProvider>();
  const notify = useToast();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  // A refusal is shown by the HTTP layer; the question closes either way.
  const run = useMutation({
    mutationFn: () => dataProvider.action('user', action, { params: { [idsParam]: selectedIds.join(',') } }),
    onSuccess: () => {
      notify(done ?? translate('app.common.success', { _: '操作成功' }), 'success');
      onUnselectItems();
      refresh();
    },
    onSettled: () => setOpen(false),
  });
  return (
    <>
      <PermissionButton
        action={code}
        label={label}
        icon={icon}
        onClick={() => setOpen(true)}
        testId={testId}
        color={color}
      />
      <TipConfirm
        isOpen={open}
        loading={run.isPending}
        content={question}
        onConfirm={() => run.mutate()}
        onClose={() => setOpen(false)}
      />
    </>
  );
};
