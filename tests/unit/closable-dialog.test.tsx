import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ClosableDialog } from '../../src/layout/ClosableDialog';

describe('a dialog of the top bar', () => {
  it('is named by its title, keeps its test id, and closes by its X button', () => {
    const onClose = vi.fn();
    render(
      <ClosableDialog open onClose={onClose} title="错误日志" data-testid="error-log-dialog">
        没有错误日志
      </ClosableDialog>,
    );
    const dialog = screen.getByRole('dialog', { name: '错误日志' });
    expect(screen.getByTestId('error-log-dialog')).toContainElement(dialog);
    fireEvent.click(screen.getByRole('button', { name: '关闭' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
