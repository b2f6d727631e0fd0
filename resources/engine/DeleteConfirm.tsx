import { useTranslate } from 'react-admin';
import { TipConfirm } from '../../src/layout/TipConfirm';

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
    <TipConfirm
      isOpen={isOpen}
      loading={loading}
      content={translate('app.common.deleteConfirm', { _: '确定将选择数据删除?' })}
      onConfirm={onConfirm}
      onClose={onClose}
    />
  );
};
