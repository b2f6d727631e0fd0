import type { ReactNode } from 'react';
import { Confirm, useTranslate } from 'react-admin';

/** The app's yes-or-no question: titled 提示, answered 确定 or 取消 (the spec's words, not react-admin's). */
export const TipConfirm = ({
  isOpen,
  loading,
  content,
  onConfirm,
  onClose,
}: {
  isOpen: boolean;
  loading?: boolean;
  content: ReactNode;
  onConfirm: () => void;
  onClose: () => void;
}) => {
  const translate = useTranslate();
  return (
    <Confirm
      isOpen={isOpen}
      loading={loading}
      title={translate('app.common.tip', { _: '提示' })}
      content={content}
      confirm={translate('app.common.confirm', { _: '确定' })}
      cancel={translate('app.common.cancel', { _: '取消' })}
      onConfirm={onConfirm}
      onClose={onClose}
    />
  );
};
