import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { RowsTable } from '../../resources/engine/RowsTable';

type Row = { name: string; count: number };

describe('a table of loaded rows', () => {
  it('gives a cell its own click and test id, and says why it is empty only when told', () => {
    const picked = vi.fn();
    const columns = [
      { label: '名称', value: (row: Row) => row.name },
      {
        label: '数量',
        align: 'right' as const,
        value: (row: Row) => String(row.count),
        cellProps: (row: Row) => ({ onClick: () => picked(row.name), 'data-testid': 'cell-count' }),
      },
    ];
    const { rerender } = render(
      <RowsTable
        testId="rows"
        rows={[{ name: '甲', count: 2 }]}
        rowKey={(row) => row.name}
        columns={columns}
        empty="暂无数据"
      />,
    );
    fireEvent.click(screen.getByTestId('cell-count'));
    expect(picked).toHaveBeenCalledWith('甲');
    expect(screen.queryByText('暂无数据')).toBeNull();

    rerender(<RowsTable testId="rows" rows={[]} rowKey={(row: Row) => row.name} columns={columns} empty="暂无数据" />);
    expect(screen.getByTestId('rows')).toHaveTextContent('暂无数据');

    rerender(<RowsTable testId="rows" rows={[]} rowKey={(row: Row) => row.name} columns={columns} empty={false} />);
    expect(screen.queryByText('暂无数据')).toBeNull();
  });
});
