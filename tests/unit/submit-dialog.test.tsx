import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SubmitDialog } from '../../resources/engine/SubmitDialog';

describe('the 取消 / 确定 dialog', () => {
  it('hands its words and test ids to its buttons, and 取消 waits while the work runs', () => {
    const onClose = vi.fn();
    const onConfirm = vi.fn();
    const { rerender } = render(
      <SubmitDialog
        title="保存为报表"
        onClose={onClose}
        onConfirm={onConfirm}
        confirmLabel="保存"
        cancelTestId="no"
        confirmTestId="yes"
      >
        内容
      </SubmitDialog>,
    );
    expect(screen.getByTestId('yes')).toHaveTextContent('保存');
    fireEvent.click(screen.getByTestId('yes'));
    expect(onConfirm).toHaveBeenCalledTimes(1);

    rerender(
      <SubmitDialog
        title="保存为报表"
        onClose={onClose}
        onConfirm={onConfirm}
        busy
        cancelTestId="no"
        confirmTestId="yes"
      >
        内容
      </SubmitDialog>,
    );
    expect(screen.getByTestId('yes')).toBeDisabled();
    fireEvent.click(screen.getByTestId('no'));
    expect(onClose).not.toHaveBeenCalled();

    rerender(
      <SubmitDialog title="保存为报表" onClose={onClose} onConfirm={onConfirm} cancelTestId="no" confirmTestId="yes">
        内容
      </SubmitDialog>,
    );
    fireEvent.click(screen.getByTestId('no'));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('offers only 关闭 once its work is done', () => {
    render(
      <SubmitDialog title="导入" onClose={() => undefined} onConfirm={() => undefined} done confirmTestId="done-yes">
        结果
      </SubmitDialog>,
    );
    expect(screen.queryByTestId('done-yes')).toBeNull();
  });
});
