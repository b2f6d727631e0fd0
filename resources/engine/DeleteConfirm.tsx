import type { ComponentProps } from 'react';
import { useTranslate } from 'react-admin';
import { TipConfirm } from '../../src/layout/TipConfirm';

/** The question before deleting rows (提示 / 确定将选择数据删除?), the same for one row and for a selection. */
export const DeleteConfirm = (props: Omit<ComponentProps<typeof TipConfirm>, 'content'>) => {
  const translate = useTranslate();
  return <TipConfirm {...props} content={translate('app.common.deleteConfirm', { _: '确定将选择数据删除?' })} />;
};
