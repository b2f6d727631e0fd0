import { Confirm, useTranslate } from 'react-admin';

/** The question before deleting rows (提示 / 确定将选择数据删除?), the same for one row and for a selection. */
export const DeleteConfirm = ({
  isOpen,
  loading,
  onConfirm,
  onClose,
}: {
  isOpen: boolean;
  loading: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) => {
  const translate = useTranslate();
  return (
    <Confirm
      isOpen={isOpen}
      loading={loading}
      title={translate('app.common.tip', { _: '提示' })}
      content={translate('app.common.deleteConfirm', { _: '确定将选择数据删除?' })}
      confirm={translate('app.common.confirm', { _: '确定' })}
      cancel={translate('app.common.cancel', { _: '取消' })}
      onConfirm={onConfirm}
      onClose={onClose}
    />
  );
};
